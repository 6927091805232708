import { useTranslation } from 'react-i18next';
import { Button, Card, Skeleton, SkeletonShape, useToast, vars } from '@broker/ui';
import { checkInState, displayErrorKey, formatCurrency } from '@broker/domain';
import { useCheckIn, useCheckInInfo } from './api.ts';
import { QueryState } from '../../components/QueryState.tsx';
import * as styles from './HomeScreen.css.ts';

const buttonText = {
  available: 'home.checkIn.button',
  doneToday: 'home.checkIn.done',
  noneLeft: 'home.checkIn.noneLeft',
} as const;

/** The daily check-in: streak, check-ins left and the reward; one check-in a calendar day. */
export function CheckInCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const info = useCheckInInfo();
  const { error, mutate } = info;
  const checkIn = useCheckIn();

  const submit = async () => {
    try {
      const result = await checkIn.trigger({});
      toast.show(t('home.checkIn.success', { reward: formatCurrency(result.reward, result.currency) }), {
        tone: 'positive',
      });
      // Shows the answer at once, then reads the card again from the server.
      await mutate(
        (current) =>
          current && {
            ...current,
            checkedInToday: true,
            streakDays: result.streakDays,
            remaining: result.remaining,
          },
      );
    } catch {
      // Toasted by the shared client (e.g. checked in on another device): read the state again.
      await mutate();
    }
  };

  return (
    <Card title={t('home.checkIn.title')}>
      <QueryState
        query={info}
        skeleton={
          <Skeleton>
            <SkeletonShape width="85%" />
            <SkeletonShape width="60%" />
            {/* The large button's height (a control), so the card does not shrink when it arrives. */}
            <SkeletonShape shape="block" height={vars.size.control} />
          </Skeleton>
        }
        errorMessage={error && t(displayErrorKey(error.key))}
      >
        {(data) => {
          const state = checkInState(data);
          return (
            <div className={styles.checkInBody}>
              <p className={styles.checkInText}>
                {t('home.checkIn.body', { reward: formatCurrency(data.reward, data.currency) })}
              </p>
              <ul className={styles.checkInFacts}>
                <li>{t('home.checkIn.streak', { count: data.streakDays })}</li>
                <li>{t('home.checkIn.remaining', { count: data.remaining })}</li>
              </ul>
              <Button
                block
                size="lg"
                disabled={state !== 'available'}
                loading={checkIn.pending}
                loadingLabel={t('common.sending')}
                onClick={() => void submit()}
              >
                {t(buttonText[state])}
              </Button>
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
