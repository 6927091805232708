import type { Language } from '@broker/domain';

/**
 * The notice a user gets in their support conversation when a secret is locked after too many
 * wrong tries: what happened, until when (UTC, ISO 8601: the one form every language reads), and
 * what to do if it was not them. Server-authored like the seeded articles and notices (db/).
 */
const texts: Record<Language, Record<'fundPassword' | 'channelPassword', string> & { body: string }> = {
  nl: {
    fundPassword: 'Je transactiewachtwoord',
    channelPassword: 'Het kanaalwachtwoord',
    body: '{secret} is te vaak verkeerd ingevoerd en is geblokkeerd tot {until} (UTC). Was jij dit niet? Wijzig dan je wachtwoorden en neem contact met ons op.',
  },
  en: {
    fundPassword: 'Your fund password',
    channelPassword: 'The channel password',
    body: '{secret} was entered wrongly too often and is locked until {until} (UTC). If this was not you, change your passwords and contact us.',
  },
  de: {
    fundPassword: 'Ihr Fondspasswort',
    channelPassword: 'Das Kanalpasswort',
    body: '{secret} wurde zu oft falsch eingegeben und ist bis {until} (UTC) gesperrt. Waren Sie das nicht? Ändern Sie Ihre Passwörter und kontaktieren Sie uns.',
  },
  'zh-Hant': {
    fundPassword: '您的資金密碼',
    channelPassword: '通道密碼',
    body: '{secret}錯誤次數過多，已鎖定至 {until}（UTC）。如非本人操作，請更改密碼並聯絡我們。',
  },
  'zh-Hans': {
    fundPassword: '您的资金密码',
    channelPassword: '通道密码',
    body: '{secret}错误次数过多，已锁定至 {until}（UTC）。如非本人操作，请更改密码并联系我们。',
  },
  ko: {
    fundPassword: '자금 비밀번호가',
    channelPassword: '채널 비밀번호가',
    body: '{secret} 너무 여러 번 틀려 {until}(UTC)까지 잠겼습니다. 본인이 아니라면 비밀번호를 변경하고 저희에게 연락해 주세요.',
  },
};

export function lockNoticeText(language: Language, secret: 'fundPassword' | 'channelPassword', until: Date): string {
  const text = texts[language];
  return text.body
    .replace('{secret}', text[secret])
    .replace('{until}', until.toISOString().slice(0, 16).replace('T', ' '));
}
