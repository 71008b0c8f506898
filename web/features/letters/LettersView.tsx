/** The letters page's body: "Add a letter" beside the client's letters. */
import { AddLetter } from './AddLetter.js';
import { LetterList } from './LetterList.js';

export function LettersView({ ocr }: { ocr: boolean | undefined }) {
  return (
    <div className="split-layout">
      <AddLetter ocr={ocr} />
      <LetterList />
    </div>
  );
}
