import type { Language } from '@broker/domain';

/**
 * The notice a user gets in their support conversation when the margin level of a currency's
 * leveraged positions gets worse (products.md §1: warnings at 80 % and 65 %, the stop-out at
 * 50 %). Server-authored like the lock notice (features/user/lockNotice.ts).
 */
const texts: Record<Language, Record<'warning' | 'critical', string>> = {
  nl: {
    warning:
      'Het margeniveau van je posities met hefboom in {currency} is gedaald tot {level} %. Onder 50 % worden posities automatisch gesloten. Stort geld bij of sluit posities om dit te voorkomen.',
    critical:
      'Let op: het margeniveau van je posities met hefboom in {currency} is {level} %. Onder 50 % worden posities automatisch gesloten, de grootste verlieslatende eerst.',
  },
  en: {
    warning:
      'The margin level of your leveraged positions in {currency} has fallen to {level} %. Below 50 % positions are closed automatically. Deposit money or close positions to avoid this.',
    critical:
      'Attention: the margin level of your leveraged positions in {currency} is {level} %. Below 50 % positions are closed automatically, the largest loss first.',
  },
  de: {
    warning:
      'Das Margin-Niveau Ihrer Hebelpositionen in {currency} ist auf {level} % gefallen. Unter 50 % werden Positionen automatisch geschlossen. Zahlen Sie Geld ein oder schließen Sie Positionen, um dies zu vermeiden.',
    critical:
      'Achtung: Das Margin-Niveau Ihrer Hebelpositionen in {currency} beträgt {level} %. Unter 50 % werden Positionen automatisch geschlossen, der größte Verlust zuerst.',
  },
  'zh-Hant': {
    warning:
      '您以 {currency} 計價的槓桿持倉保證金水平已降至 {level}%。低於 50% 時將自動平倉。請入金或平倉以避免此情況。',
    critical: '注意：您以 {currency} 計價的槓桿持倉保證金水平為 {level}%。低於 50% 時將自動平倉，虧損最大者優先。',
  },
  'zh-Hans': {
    warning:
      '您以 {currency} 计价的杠杆持仓保证金水平已降至 {level}%。低于 50% 时将自动平仓。请入金或平仓以避免此情况。',
    critical: '注意：您以 {currency} 计价的杠杆持仓保证金水平为 {level}%。低于 50% 时将自动平仓，亏损最大者优先。',
  },
  ko: {
    warning:
      '{currency} 레버리지 포지션의 증거금 수준이 {level}%로 떨어졌습니다. 50% 미만이 되면 포지션이 자동으로 청산됩니다. 입금하거나 포지션을 정리해 이를 피하세요.',
    critical:
      '주의: {currency} 레버리지 포지션의 증거금 수준이 {level}%입니다. 50% 미만이 되면 손실이 가장 큰 포지션부터 자동으로 청산됩니다.',
  },
};

export function marginNoticeText(
  language: Language,
  alert: 'warning' | 'critical',
  currency: string,
  levelPct: string,
): string {
  return texts[language][alert].replace('{currency}', currency).replace('{level}', levelPct);
}
