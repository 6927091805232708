import type { Language, Market } from '@broker/domain';

/**
 * Seeded notices: one to every market and one per tradable market, in every language. Hours
 * match the reference server's defaults (api.md §7). Operators may add or edit rows later.
 */
interface NoticeText {
  title: string;
  summary: string;
  content: string;
}

export interface SeedNotice {
  id: string;
  market: Market | null;
  createdAt: Date;
  texts: Record<Language, NoticeText>;
}

export const seedNotices: SeedNotice[] = [
  {
    id: 'notice-welcome',
    market: null,
    createdAt: new Date('2026-01-05T09:00:00Z'),
    texts: {
      nl: {
        title: 'Welkom in de sandbox',
        summary: 'Deze server gebruikt een gesimuleerde markt en fictieve saldi.',
        content:
          '<p>Welkom! Deze server is een sandbox: koersen komen uit een gesimuleerde markt en saldi zijn fictief. Er wordt geen echt geld of echt effect verhandeld.</p><p>Voer geen echte identiteitsgegevens in.</p>',
      },
      en: {
        title: 'Welcome to the sandbox',
        summary: 'This server runs a simulated market with fictitious balances.',
        content:
          '<p>Welcome! This server is a sandbox: prices come from a simulated market and balances are fictitious. No real money or real securities change hands.</p><p>Do not enter real identity details.</p>',
      },
      de: {
        title: 'Willkommen in der Sandbox',
        summary: 'Dieser Server nutzt einen simulierten Markt mit fiktiven Guthaben.',
        content:
          '<p>Willkommen! Dieser Server ist eine Sandbox: Kurse stammen aus einem simulierten Markt, Guthaben sind fiktiv. Es werden weder echtes Geld noch echte Wertpapiere gehandelt.</p><p>Geben Sie keine echten Identitätsdaten ein.</p>',
      },
      'zh-Hant': {
        title: '歡迎來到沙盒環境',
        summary: '本伺服器使用模擬市場與虛構餘額。',
        content:
          '<p>歡迎！本伺服器為沙盒環境：價格來自模擬市場，餘額皆為虛構，不涉及真實資金或證券。</p><p>請勿輸入真實身分資料。</p>',
      },
      'zh-Hans': {
        title: '欢迎来到沙盒环境',
        summary: '本服务器使用模拟市场和虚构余额。',
        content:
          '<p>欢迎！本服务器为沙盒环境：价格来自模拟市场，余额均为虚构，不涉及真实资金或证券。</p><p>请勿输入真实身份信息。</p>',
      },
      ko: {
        title: '샌드박스에 오신 것을 환영합니다',
        summary: '이 서버는 모의 시장과 가상 잔고를 사용합니다.',
        content:
          '<p>환영합니다! 이 서버는 샌드박스입니다. 가격은 모의 시장에서 나오며 잔고는 가상입니다. 실제 돈이나 증권은 거래되지 않습니다.</p><p>실제 신원 정보를 입력하지 마십시오.</p>',
      },
    },
  },
  {
    id: 'notice-nl-hours',
    market: 'nl',
    createdAt: new Date('2026-01-06T08:00:00Z'),
    texts: {
      nl: {
        title: 'Handelstijden Nederland',
        summary: 'Maandag tot en met vrijdag 09:00–17:30 (Amsterdamse tijd).',
        content:
          '<p>De Nederlandse markt is gesimuleerd open van maandag tot en met vrijdag, 09:00–17:30 Amsterdamse tijd. Buiten die tijden worden orders geweigerd.</p>',
      },
      en: {
        title: 'Netherlands trading hours',
        summary: 'Monday to Friday 09:00–17:30 (Amsterdam time).',
        content:
          '<p>The simulated Dutch market is open Monday to Friday, 09:00–17:30 Amsterdam time. Orders outside those hours are refused.</p>',
      },
      de: {
        title: 'Handelszeiten Niederlande',
        summary: 'Montag bis Freitag 09:00–17:30 (Amsterdamer Zeit).',
        content:
          '<p>Der simulierte niederländische Markt ist Montag bis Freitag von 09:00 bis 17:30 Amsterdamer Zeit geöffnet. Aufträge außerhalb dieser Zeiten werden abgelehnt.</p>',
      },
      'zh-Hant': {
        title: '荷蘭市場交易時間',
        summary: '週一至週五 09:00–17:30（阿姆斯特丹時間）。',
        content: '<p>模擬荷蘭市場於週一至週五 09:00–17:30（阿姆斯特丹時間）開放。非交易時間的委託將被拒絕。</p>',
      },
      'zh-Hans': {
        title: '荷兰市场交易时间',
        summary: '周一至周五 09:00–17:30（阿姆斯特丹时间）。',
        content: '<p>模拟荷兰市场于周一至周五 09:00–17:30（阿姆斯特丹时间）开放。非交易时间的委托将被拒绝。</p>',
      },
      ko: {
        title: '네덜란드 시장 거래 시간',
        summary: '월요일~금요일 09:00–17:30(암스테르담 시간).',
        content:
          '<p>모의 네덜란드 시장은 월요일부터 금요일까지 암스테르담 시간 09:00–17:30에 열립니다. 그 외 시간의 주문은 거부됩니다.</p>',
      },
    },
  },
  {
    id: 'notice-de-hours',
    market: 'de',
    createdAt: new Date('2026-01-06T08:05:00Z'),
    texts: {
      nl: {
        title: 'Handelstijden Duitsland',
        summary: 'Maandag tot en met vrijdag 09:00–17:30 (tijd van Berlijn).',
        content:
          '<p>De Duitse markt is gesimuleerd open van maandag tot en met vrijdag, 09:00–17:30 tijd van Berlijn. Buiten die tijden worden orders geweigerd.</p>',
      },
      en: {
        title: 'Germany trading hours',
        summary: 'Monday to Friday 09:00–17:30 (Berlin time).',
        content:
          '<p>The simulated German market is open Monday to Friday, 09:00–17:30 Berlin time. Orders outside those hours are refused.</p>',
      },
      de: {
        title: 'Handelszeiten Deutschland',
        summary: 'Montag bis Freitag 09:00–17:30 (Berliner Zeit).',
        content:
          '<p>Der simulierte deutsche Markt ist Montag bis Freitag von 09:00 bis 17:30 Berliner Zeit geöffnet. Aufträge außerhalb dieser Zeiten werden abgelehnt.</p>',
      },
      'zh-Hant': {
        title: '德國市場交易時間',
        summary: '週一至週五 09:00–17:30（柏林時間）。',
        content: '<p>模擬德國市場於週一至週五 09:00–17:30（柏林時間）開放。非交易時間的委託將被拒絕。</p>',
      },
      'zh-Hans': {
        title: '德国市场交易时间',
        summary: '周一至周五 09:00–17:30（柏林时间）。',
        content: '<p>模拟德国市场于周一至周五 09:00–17:30（柏林时间）开放。非交易时间的委托将被拒绝。</p>',
      },
      ko: {
        title: '독일 시장 거래 시간',
        summary: '월요일~금요일 09:00–17:30(베를린 시간).',
        content:
          '<p>모의 독일 시장은 월요일부터 금요일까지 베를린 시간 09:00–17:30에 열립니다. 그 외 시간의 주문은 거부됩니다.</p>',
      },
    },
  },
  {
    id: 'notice-usd-hours',
    market: 'usd',
    createdAt: new Date('2026-01-06T08:10:00Z'),
    texts: {
      nl: {
        title: 'Handelstijden VS',
        summary: 'Maandag tot en met vrijdag 09:30–16:00 (tijd van New York).',
        content:
          '<p>De Amerikaanse markt is gesimuleerd open van maandag tot en met vrijdag, 09:30–16:00 tijd van New York. Buiten die tijden worden orders geweigerd.</p>',
      },
      en: {
        title: 'US trading hours',
        summary: 'Monday to Friday 09:30–16:00 (New York time).',
        content:
          '<p>The simulated US market is open Monday to Friday, 09:30–16:00 New York time. Orders outside those hours are refused.</p>',
      },
      de: {
        title: 'Handelszeiten USA',
        summary: 'Montag bis Freitag 09:30–16:00 (New Yorker Zeit).',
        content:
          '<p>Der simulierte US-Markt ist Montag bis Freitag von 09:30 bis 16:00 New Yorker Zeit geöffnet. Aufträge außerhalb dieser Zeiten werden abgelehnt.</p>',
      },
      'zh-Hant': {
        title: '美國市場交易時間',
        summary: '週一至週五 09:30–16:00（紐約時間）。',
        content: '<p>模擬美國市場於週一至週五 09:30–16:00（紐約時間）開放。非交易時間的委託將被拒絕。</p>',
      },
      'zh-Hans': {
        title: '美国市场交易时间',
        summary: '周一至周五 09:30–16:00（纽约时间）。',
        content: '<p>模拟美国市场于周一至周五 09:30–16:00（纽约时间）开放。非交易时间的委托将被拒绝。</p>',
      },
      ko: {
        title: '미국 시장 거래 시간',
        summary: '월요일~금요일 09:30–16:00(뉴욕 시간).',
        content:
          '<p>모의 미국 시장은 월요일부터 금요일까지 뉴욕 시간 09:30–16:00에 열립니다. 그 외 시간의 주문은 거부됩니다.</p>',
      },
    },
  },
];
