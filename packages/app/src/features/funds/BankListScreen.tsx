import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { Button, Cell, CellGroup, Empty, Icon } from '@broker/ui';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { spacedCardNumber } from './fundsView.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { useCards } from './api.ts';
import * as styles from './funds.css.ts';

/** /information/bankList: the user's bank cards (masked) and the way to add one. */
export function BankListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cardList = useCards();
  const addCard = () => navigate(paths.information.addBankCard);
  const cards = cardList.data?.items;

  return (
    <Screen
      title={t('funds.cards.title')}
      footer={
        cards && cards.length > 0 ? (
          <Button block size="lg" onClick={addCard}>
            {t('funds.cards.add')}
          </Button>
        ) : undefined
      }
    >
      <QueryState
        query={cardList}
        skeleton={<ListSkeleton />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Empty
            title={t('funds.cards.empty')}
            description={t('funds.cards.emptyHint')}
            actions={<Button onClick={addCard}>{t('funds.cards.add')}</Button>}
          />
        }
      >
        {(data) => (
          <>
            <CellGroup title={t('funds.cards.yourCards')}>
              {data.items.map((card) => (
                <Cell
                  key={card.id}
                  icon={<Icon icon={CreditCard} />}
                  title={card.bankName}
                  description={[card.holderName, card.branchName].filter(Boolean).join(' · ')}
                  value={<span className={styles.detailValue}>{spacedCardNumber(card.cardNumberMasked)}</span>}
                />
              ))}
            </CellGroup>
            <p className={styles.muted}>{t('funds.cards.hint')}</p>
          </>
        )}
      </QueryState>
    </Screen>
  );
}
