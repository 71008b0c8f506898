import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { LIST_PAGE_SIZE, RESPONSE_PROMISE_HOURS } from '#shared/constants.js';
import { CreateQuestionInputSchema } from '#shared/questions.schema.js';
import { TextAreaField } from '../components/fields.js';
import { EmptyState, ErrorState, LoadingState } from '../components/States.js';
import { requireUser } from '../features/auth/require-user.js';
import { PortalLayout } from '../features/portal/PortalLayout.js';
import { errorIssues } from '../lib/errors.js';
import { toast } from '../lib/toast.js';
import { trpc } from '../lib/trpc.js';
import { serverFieldErrors, useFieldErrors, useFocusFirstInvalid, validateWith } from '../lib/validation.js';
import { requireCatalog } from '../i18n/i18n.js';
import { QuestionCard } from '../features/signed-in/QuestionCard.js';

export const Route = createFileRoute('/questions')({
  beforeLoad: requireUser,
  loader: () => requireCatalog('portal', 'errors'),
  component: QuestionsPage,
});

function QuestionsPage() {
  return (
    <PortalLayout backToDashboard>
      <div className="page-title">
        <h1>
          <Trans>Questions</Trans>
        </h1>
        <p className="muted">
          <Trans>Ask our experts about your German tax documents and Finanzamt letters.</Trans>
        </p>
      </div>
      <div className="questions-layout">
        <AskQuestionForm />
        <QuestionList />
      </div>
    </PortalLayout>
  );
}

function AskQuestionForm() {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);
  const [question, setQuestion] = useState('');
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);
  const hours = RESPONSE_PROMISE_HOURS;

  const create = trpc.questions.create.useMutation({
    onSuccess: async () => {
      setQuestion('');
      toast.success(msg`Question submitted`, msg`We'll respond to your question soon.`);
      await utils.questions.list.invalidate();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(errorIssues(error), i18n));
      toast.error(msg`Submission failed`, msg`Failed to submit question. Please try again.`);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validateWith(CreateQuestionInputSchema, { question }, i18n, setErrors);
    if (input) create.mutate(input);
  }

  return (
    <section className="card" aria-labelledby="ask-title">
      <h2 id="ask-title">
        <Trans>Ask a Question</Trans>
      </h2>
      <Form ref={formRef} className="form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <TextAreaField
          name="question"
          label={t`Your question`}
          description={t`Our experts respond within ${hours} hours on business days.`}
          placeholder={t`For example: What does this letter from the Finanzamt mean?`}
          value={question}
          onChange={(value) => {
            setQuestion(value);
            clear('question');
          }}
          isRequired
          rows={6}
        />
        <Button type="submit" className="button button--primary" isDisabled={create.isPending}>
          {create.isPending ? <Trans>Submitting...</Trans> : <Trans>Submit Question</Trans>}
        </Button>
      </Form>
    </section>
  );
}

function QuestionList() {
  const { t } = useLingui();
  // Newest first, one page at a time (LIST_PAGE_SIZE); "Show more" fetches the next page.
  const questions = trpc.questions.list.useInfiniteQuery({ limit: LIST_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor });
  const items = questions.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="your-questions-title">
      <h2 id="your-questions-title">
        <Trans>Your Questions</Trans>
      </h2>
      {questions.isPending ? (
        <LoadingState label={t`Loading questions...`} />
      ) : questions.isError ? (
        <ErrorState message={<Trans>Failed to load questions. Please try again.</Trans>} onRetry={() => void questions.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={<Trans>No questions yet</Trans>}>
          <p>
            <Trans>Ask your first question and one of our experts will answer it.</Trans>
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="question-list">
            {items.map((question) => (
              <QuestionCard key={question.id} question={question} />
            ))}
          </ul>
          {questions.hasNextPage ? (
            <Button className="button button--secondary list-more" isDisabled={questions.isFetchingNextPage} onPress={() => void questions.fetchNextPage()}>
              {questions.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show more questions</Trans>}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
