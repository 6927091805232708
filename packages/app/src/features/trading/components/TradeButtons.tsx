import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@broker/ui';
import { orderSides } from '@broker/domain';
import { paths, withQuery } from '../../../routes/paths.ts';
import * as styles from './TradeButtons.css.ts';

/** Buy and sell on a stock's detail: each opens the order ticket on its side. */
export function TradeButtons({ stockId }: { stockId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.pair}>
      {orderSides.map((side) => (
        <Button
          key={side}
          block
          size="lg"
          variant={side === 'buy' ? 'primary' : 'secondary'}
          onClick={() => navigate(withQuery(paths.market.order, { id: stockId, side }))}
        >
          {t(side === 'buy' ? 'trading.order.buy' : 'trading.order.sell')}
        </Button>
      ))}
    </div>
  );
}
