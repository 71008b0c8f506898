/**
 * The key a client address is counted under by every per-address limit: the rate limiters of
 * src/plugins/security.ts and the open-connection cap of src/plugins/timeouts.ts
 * (docs/decisions/020-per-account-sign-in-limits.md).
 *
 * An IPv6 client usually holds a whole /64 (RFC 4291 § 2.5.4, RFC 6177): its devices, and any
 * program on them, pick fresh interface identifiers at will (RFC 8981 privacy addresses). Counting
 * the full address would give one client 2^64 budgets, so an IPv6 address is counted by its /64
 * prefix. An IPv4 address is counted as it is, and an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`,
 * what a dual-stack socket reports for an IPv4 peer) as the IPv4 address it maps.
 */
import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that identify one client (site or subscriber): the /64 prefix. */
const IPV6_CLIENT_PREFIX_BITS = 64;

/**
 * The limit key of a client address.
 * @param ip the address as Node reports it (`request.ip`, `socket.remoteAddress`); may carry an
 *   IPv6 zone (`fe80::1%eth0`) or be missing
 * @returns `a.b.c.d` for IPv4 and IPv4-mapped IPv6; `<network>/64` (normalised, e.g.
 *   `2001:db8:1:2::/64`) for IPv6; the input unchanged (or '' when missing) for anything that does
 *   not parse as an address, so such callers still share one key per string
 */
export function clientAddressKey(ip: string | undefined | null): string {
  if (!ip) return '';
  const bare = ip.includes('%') ? ip.slice(0, ip.indexOf('%')) : ip;
  if (!ipaddr.isValid(bare)) return ip;
  // process(): an IPv4-mapped IPv6 address becomes the IPv4 address.
  const addr = ipaddr.process(bare);
  if (addr.kind() === 'ipv4') return addr.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/${IPV6_CLIENT_PREFIX_BITS}`).toString()}/${IPV6_CLIENT_PREFIX_BITS}`;
}
