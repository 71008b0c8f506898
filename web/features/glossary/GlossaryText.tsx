/**
 * A text with its glossary terms linked and explained in tooltips (withGlossaryRefs), as a module
 * of its own for pages that load it late: the landing page's FAQ loads it when a question is
 * first opened, so its first load carries neither the tooltip code nor the definitions.
 */
import { withGlossaryRefs } from './GlossaryRef.js';

export default function GlossaryText({ text }: { text: string }) {
  return <>{withGlossaryRefs(text)}</>;
}
