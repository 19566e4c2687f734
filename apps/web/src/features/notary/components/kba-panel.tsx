import { useEffect, useState, type FormEvent } from 'react';
import type { TKbaQuiz, TKbaResult } from '@lintel/contract';
import { KBA_RULES } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { answerKba, startKba } from '../api/notary-calls.ts';

const secondsLeft = (expiresAt: string) => Math.max(0, Math.round((Date.parse(expiresAt) - Date.now()) / 1000));

/**
 * The identity questions (spec 04 section 9.3): five questions, two minutes, four right to pass; a second failed
 * attempt ends the session (the page then goes to notary/error).
 */
export const KbaPanel = ({ uuid, failedAttempts, onResult }: { uuid: string; failedAttempts: number; onResult: (result: TKbaResult) => void }) => {
  const [quiz, setQuiz] = useState<TKbaQuiz | null>(null);
  const [answers, setAnswers] = useState<(number | null)[]>([]);
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState(failedAttempts > 0);

  useEffect(() => {
    if (!quiz) return;
    const timer = setInterval(() => setLeft(secondsLeft(quiz.expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [quiz]);

  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      const started = await startKba(uuid);
      setQuiz(started);
      setAnswers(started.questions.map(() => null));
      setLeft(secondsLeft(started.expiresAt));
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!quiz) return;
    setBusy(true);
    setError(null);
    try {
      const result = await answerKba({ uuid, attemptUuid: quiz.attemptUuid, request: { answers } });
      setQuiz(null);
      setRetry(result.outcome === 'RETRY');
      onResult(result);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  if (!quiz) {
    return (
      <section className="notary-panel" aria-labelledby="kba-heading">
        <h2 id="kba-heading">Confirm who you are</h2>
        {retry ? (
          <ErrorAlert title="Not enough right answers">
            <p>You have one more try. After a second try that does not pass, the remote session ends.</p>
          </ErrorAlert>
        ) : null}
        <p>
          You will get {KBA_RULES.questions} questions about your own records and {KBA_RULES.timeLimitMs / 60_000} minutes to answer them.{' '}
          {KBA_RULES.passMark} right answers confirm your identity.
        </p>
        {error ? (
          <ErrorAlert>
            <p>{error}</p>
          </ErrorAlert>
        ) : null}
        <Button onClick={() => void begin()} disabled={busy}>
          Start the questions
        </Button>
      </section>
    );
  }

  return (
    <form className="notary-panel form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="kba-heading">
      <h2 id="kba-heading">Confirm who you are</h2>
      <p role="timer" aria-live="off">
        Time left: {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')}
      </p>
      {quiz.questions.map((question, index) => (
        <fieldset key={question.id} className="notary-kba-question">
          <legend>
            {index + 1}. {question.text}
          </legend>
          {question.choices.map((choice, choiceIndex) => (
            <label key={choice} className="notary-choice">
              <input
                type="radio"
                name={`kba-${question.id}`}
                checked={answers[index] === choiceIndex}
                onChange={() => setAnswers((all) => all.map((value, i) => (i === index ? choiceIndex : value)))}
              />
              {choice}
            </label>
          ))}
        </fieldset>
      ))}
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
        </ErrorAlert>
      ) : null}
      <div className="form__actions">
        <Button type="submit" block disabled={busy}>
          Send my answers
        </Button>
      </div>
    </form>
  );
};
