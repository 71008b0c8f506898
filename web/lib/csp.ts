/**
 * Keeps the client within the strict Content Security Policy (script-src 'self', style-src
 * 'self'). Import this module FIRST in main.tsx: it must run before any zod schema is built.
 */

// zod 4 probes `new Function` (JIT for object parsing) when a schema is created; under the CSP
// the probe is refused and reported as a violation. The jitless parser avoids the probe.
// zod keeps its global config in `globalThis.__zod_globalConfig` and adopts an existing one when
// it loads (zod/v4/core/core.js); setting it here keeps zod itself out of the first page load.
// csp.test.ts checks that zod sees the setting.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = Object.assign(zodHolder.__zod_globalConfig ?? {}, { jitless: true });

// react-aria's usePress injects a <style> element (touch-action for pressable elements) unless
// an element with this id exists; an injected <style> violates style-src 'self'. The same rule
// lives in styles.css, so a marker element is enough.
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';
if (typeof document !== 'undefined' && !document.getElementById(PRESSABLE_STYLE_ID)) {
  const marker = document.createElement('meta');
  marker.id = PRESSABLE_STYLE_ID;
  marker.name = PRESSABLE_STYLE_ID;
  marker.content = 'styles.css';
  document.head.append(marker);
}
