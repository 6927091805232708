import { useState } from 'react';
import { AmountField, Button, Dialog, KlineChart, Money, RecordsList, type KlineCandle } from '@broker/ui';

interface Order {
  id: number;
  name: string;
  amount: string;
}

const names = ['Taiwan Semiconductor', 'Hon Hai', 'MediaTek', 'Delta Electronics', 'Fubon Financial'];
const orders: Order[] = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  name: `${names[i % names.length]} #${i + 1}`,
  amount: `${(i * 7919) % 100_000}.${String((i * 37) % 100).padStart(2, '0')}`,
}));

const DAY = 86_400_000;
/** A fixed walk of daily candles: numbers are what the chart draws (the kit's contract). */
const candles: KlineCandle[] = Array.from({ length: 120 }, (_, i) => {
  const open = 100 + 10 * Math.sin(i / 9);
  const close = open + 2 * Math.sin(i * 1.7);
  return {
    time: Date.UTC(2026, 0, 5) + i * DAY,
    open,
    high: Math.max(open, close) + 1,
    low: Math.min(open, close) - 1,
    close,
    volume: 1000 + ((i * 37) % 500),
  };
});

const loadNothingMore = () => Promise.resolve();

/** One screen of six kit components, as an app outside this repository composes them. */
export function Screen() {
  const [amount, setAmount] = useState('250');
  const [confirming, setConfirming] = useState(false);
  return (
    <main style={{ padding: '1rem', display: 'grid', gap: '1rem' }}>
      <h1>Jade Securities</h1>
      <p>
        Available: <Money value="1234.5" currency="USD" />
      </p>
      <AmountField label="Amount" value={amount} onChange={setAmount} prefix="$" scale={2} />
      <Button variant="primary" block onClick={() => setConfirming(true)}>
        Review order
      </Button>
      <KlineChart candles={candles} timeZone="Asia/Taipei" height={240} />
      <RecordsList
        label="Orders"
        items={orders}
        hasMore={false}
        loadMore={loadNothingMore}
        itemKey={(order) => order.id}
        renderItem={(order) => (
          <div style={{ display: 'flex', justifyContent: 'space-between', padding: '0.75rem 0' }}>
            <span>{order.name}</span>
            <Money value={order.amount} currency="USD" />
          </div>
        )}
      />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => setConfirming(false)}
        title="Confirm the order"
        message={`Buy for $ ${amount}?`}
        confirmLabel="Place order"
        cancelLabel="Back"
      />
    </main>
  );
}
