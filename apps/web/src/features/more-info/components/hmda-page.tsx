import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ZHmdaRequest } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useSaveHmda } from '../api/save-hmda.ts';
import { ETHNICITY_OPTIONS, RACE_OPTIONS, SEX_OPTIONS } from '../hmda-questions.ts';
import { HmdaQuestion, type THmdaAnswer } from './hmda-question.tsx';
import '@/ui/layout.css';
import '../more-info.css';
import { afterCall } from '@/lib/after-call.ts';

const EMPTY: THmdaAnswer = { notProvided: false, values: [], texts: {} };
type TQuestion = 'ethnicity' | 'race' | 'sex';

/** The request body: each answer's values and only the free texts whose box is ticked. */
const toRequest = (answers: Record<TQuestion, THmdaAnswer>) => ({
  ethnicity: {
    notProvided: answers.ethnicity.notProvided,
    values: answers.ethnicity.values,
    otherHispanicOrLatino: answers.ethnicity.texts.otherHispanicOrLatino || undefined,
  },
  race: {
    notProvided: answers.race.notProvided,
    values: answers.race.values,
    americanIndianTribe: answers.race.texts.americanIndianTribe || undefined,
    otherAsian: answers.race.texts.otherAsian || undefined,
    otherPacificIslander: answers.race.texts.otherPacificIslander || undefined,
  },
  sex: { notProvided: answers.sex.notProvided, values: answers.sex.values },
});

/** start/hmda (HMDA): the government monitoring questions of Regulation C appendix B. */
export const HmdaPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const saving = useSaveHmda();
  const [answers, setAnswers] = useState<Record<TQuestion, THmdaAnswer>>({
    ethnicity: EMPTY,
    race: EMPTY,
    sex: EMPTY,
  });
  const [errors, setErrors] = useState<Partial<Record<TQuestion, string>>>({});
  const set = (question: TQuestion) => (answer: THmdaAnswer) =>
    setAnswers({ ...answers, [question]: answer });

  const onSubmit = () => {
    const parsed = ZHmdaRequest.safeParse(toRequest(answers));
    if (!parsed.success) {
      const found: Partial<Record<TQuestion, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as TQuestion] ??= issue.message;
      setErrors(found);
      document.querySelector<HTMLInputElement>(`input[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    afterCall(saving.mutateAsync({ uuid, answers: parsed.data }), () => navigate(`/account/heloc/${uuid}`, { replace: true }));
  };

  return (
    <section className="more-info-page">
      <PageHeading>Demographic information</PageHeading>
      <p>
        The purpose of collecting this information is to help ensure that all applicants are treated fairly
        and that the housing needs of communities and neighborhoods are being fulfilled. For residential
        mortgage lending, federal law requires that we ask applicants for their demographic information
        (ethnicity, sex, and race) in order to monitor our compliance with equal credit opportunity, fair
        housing, and home mortgage disclosure laws. You are not required to provide this information, but are
        encouraged to do so. You may select one or more designations for ethnicity and one or more
        designations for race. The law provides that we may not discriminate on the basis of this information,
        or on whether you choose to provide it.
      </p>
      {saving.isError ? (
        <ErrorAlert>
          <p>{isApiError(saving.error) ? saving.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <HmdaQuestion
          legend="Ethnicity"
          name="ethnicity"
          options={ETHNICITY_OPTIONS}
          answer={answers.ethnicity}
          error={errors.ethnicity}
          onChange={set('ethnicity')}
        />
        <HmdaQuestion
          legend="Race"
          name="race"
          options={RACE_OPTIONS}
          answer={answers.race}
          error={errors.race}
          onChange={set('race')}
        />
        <HmdaQuestion
          legend="Sex"
          name="sex"
          options={SEX_OPTIONS}
          answer={answers.sex}
          error={errors.sex}
          onChange={set('sex')}
        />
        <div className="form__actions">
          <Button type="submit" block disabled={saving.isPending} aria-busy={saving.isPending}>
            {saving.isPending ? 'Submitting' : 'Continue'}
          </Button>
        </div>
      </form>
    </section>
  );
};

export { HmdaPage as Component };
