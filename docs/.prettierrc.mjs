// Prettier settings for docs/: the repository's own (.prettierrc.json), except that
// product-spec.md is the owner's specification, copied verbatim, so Prettier leaves it alone.
import root from '../.prettierrc.json' with { type: 'json' };

export default { ...root, overrides: [{ files: 'product-spec.md', options: { requirePragma: true } }] };
