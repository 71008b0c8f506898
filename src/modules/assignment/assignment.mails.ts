/**
 * The e-mail of an assignment (docs/decisions/068-assignment.md): to the expert who now handles a
 * question or a Finanzamt letter. Like the firm's other notices it names the client and links to
 * the console, with no tax content.
 */
import { defineMails } from '../mail/templates.js';

export type AssignmentMail = {
  kind: 'assignment.assigned';
  params: {
    /** The new assignee's name, for the greeting. */
    name: string;
    /**
     * Who assigned it; null when it was assigned automatically, `via` says why: a question about a
     * letter that is theirs, or a new item of a client whose dedicated specialist they are.
     */
    assignerName: string | null;
    via?: 'letter' | 'specialist';
    itemKind: 'question' | 'letter';
    clientName: string;
    adminUrl: string;
  };
};

export const assignmentMails = defineMails<AssignmentMail>({
  'assignment.assigned': (p, { i18n }) => {
    const who = { clientName: p.clientName, assigner: p.assignerName ?? '' };
    const letter = p.itemKind === 'letter';
    return {
      subject: letter ? i18n._('Assigned to you: a Finanzamt letter of {clientName}', who) : i18n._('Assigned to you: a question from {clientName}', who),
      greeting: { name: p.name },
      paragraphs: [
        p.assignerName === null
          ? p.via === 'specialist'
            ? letter
              ? i18n._('{clientName}, whose dedicated specialist you are, has brought a new Finanzamt letter.', who)
              : i18n._('{clientName}, whose dedicated specialist you are, has asked a new question.', who)
            : i18n._('{clientName} has asked a question about a Finanzamt letter that is assigned to you, so the question is yours too.', who)
          : letter
            ? i18n._('{assigner} has assigned you the Finanzamt letter of {clientName}.', who)
            : i18n._('{assigner} has assigned you the question of {clientName}.', who),
        i18n._('In the admin console, the inbox lists everything assigned to you under “Mine”.'),
      ],
      action: { label: letter ? i18n._('Open the letter') : i18n._('Open the conversation'), url: p.adminUrl },
    };
  },
});
