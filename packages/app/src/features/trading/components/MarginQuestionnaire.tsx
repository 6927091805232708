import { useTranslation } from 'react-i18next';
import { Button, RadioGroup, Skeleton } from '@broker/ui';
import { validateMarginApplication } from '@broker/domain';
import type { MarginApplication, MarginInfo, User } from '@broker/contract';
import { QueryState } from '../../../components/QueryState.tsx';
import { FormAlert, useDomainForm } from '../../../forms/index.ts';
import { useServerNow } from '../../../hooks/useServerNow.ts';
import { useApplyForMargin, useMarginQuestionnaire } from '../api.ts';
import * as styles from '../trading.css.ts';

type Answers = Record<string, string>;

export interface MarginQuestionnaireProps {
  info: MarginInfo;
  user: User | undefined;
  onAnswered: (application: MarginApplication) => void;
}

/**
 * The appropriateness test (MiFID II art. 25(3), `margin/questionnaire`): every question with
 * its options; the domain's `validateMarginApplication` asks for each unanswered one; sending
 * applies (`margin/apply`) and the screen shows the outcome.
 */
export function MarginQuestionnaire({ info, user, onAnswered }: MarginQuestionnaireProps) {
  const { t } = useTranslation();
  const questionnaire = useMarginQuestionnaire(true);
  const keys = questionnaire.data?.questions.map((question) => `answers.${question.key}`) ?? [];
  return (
    <QueryState query={questionnaire} skeleton={<Skeleton label={t('common.loading')} lines={8} />}>
      {(data) => (
        <QuestionnaireForm questions={data.questions} fields={keys} info={info} user={user} onAnswered={onAnswered} />
      )}
    </QueryState>
  );
}

function QuestionnaireForm({
  questions,
  fields,
  info,
  user,
  onAnswered,
}: MarginQuestionnaireProps & {
  questions: { key: string; textKey: string; options: { key: string; textKey: string }[] }[];
  fields: string[];
}) {
  const { t } = useTranslation();
  const now = useServerNow();
  const apply = useApplyForMargin();
  const form = useDomainForm<Answers, string>({ initial: {}, fields, path: 'margin/apply' });
  const submit = form.handleSubmit({
    validate: () =>
      validateMarginApplication(
        { answers: form.values },
        {
          nowMs: now,
          realNameStatus: user?.realNameStatus ?? 'verified',
          open: info.open,
          status: info.status,
          retakeAt: info.questionnaire.retakeAt,
        },
      ),
    send: async (requestId) => onAnswered(await apply.trigger({ answers: form.values, requestId })),
  });
  return (
    <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.text}>{t('trading.questionnaire.intro')}</p>
      {questions.map((question) => {
        const field = `answers.${question.key}`;
        return (
          <div key={question.key} id={form.fieldId(field)} tabIndex={-1}>
            <RadioGroup
              label={t(question.textKey)}
              options={question.options.map((option) => ({ value: option.key, label: t(option.textKey) }))}
              value={form.values[question.key] ?? null}
              onChange={(value) => {
                form.set({ [question.key]: value ?? '' });
                form.clearError(field);
              }}
              error={form.errors[field]}
              required
            />
          </div>
        );
      })}
      <FormAlert text={form.alert} />
      <Button block size="lg" type="submit" loading={apply.pending} loadingLabel={t('common.sending')}>
        {t('trading.margin.submit')}
      </Button>
    </form>
  );
}
