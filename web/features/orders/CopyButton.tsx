/** "Copy" beside a value on the order page (IBAN, reference, amount): copies it and says so. */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';

export function CopyButton({ value, label }: { value: string; /** The accessible name, starting with the visible "Copy" ("Copy IBAN"). */ label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, or permission refused): the value stays on screen to select.
    }
  }

  return (
    <>
      <Button className="button button--secondary button--small copy-button" aria-label={label} onPress={() => void copy()}>
        {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
      </Button>
      <span className="visually-hidden" role="status">
        {copied ? <Trans>Copied to the clipboard</Trans> : null}
      </span>
    </>
  );
}
