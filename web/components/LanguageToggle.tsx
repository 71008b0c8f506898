/**
 * Switches between English and German: shows DE while English is active, EN while German is.
 * The accessible name is the visible code; the description says, in the target language,
 * what the button does (so it is understood by speakers of that language).
 */
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useChangeLanguage } from '../i18n/use-change-language.js';
import { otherLanguage } from '../i18n/language.js';
import { useLanguage } from '../i18n/use-language.js';

const SWITCH_TO = { de: 'Auf Deutsch umschalten', en: 'Switch to English' } as const;

export function LanguageToggle({ className = '' }: { className?: string }) {
  const language = useLanguage();
  const next = otherLanguage(language);
  const changeLanguage = useChangeLanguage();
  const descriptionId = useId();
  return (
    <>
      <Button className={`button button--ghost language-toggle ${className}`.trim()} aria-describedby={descriptionId} onPress={() => void changeLanguage(next)}>
        {next.toUpperCase()}
      </Button>
      <span id={descriptionId} lang={next} hidden>
        {SWITCH_TO[next]}
      </span>
    </>
  );
}
