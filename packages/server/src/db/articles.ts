import type { Language } from '@broker/domain';
import type { ArticleKey } from '@broker/contract';

/**
 * The server-authored articles of `common/article`, in every language of the product. They say
 * plainly what this server is: a reference sandbox with a simulated market and no real money.
 * Operators may edit the rows in the database; the seed only inserts missing ones. `{brand}` is
 * the served brand's name (its config title), so that no brand's name sits in another's texts.
 */
export const ARTICLES_UPDATED_AT = new Date('2026-01-05T09:00:00Z');

type Texts = Record<ArticleKey, { title: string; content: string }>;

export const articleTexts: Record<Language, Texts> = {
  nl: {
    about: {
      title: 'Over ons',
      content:
        '<p>{brand} is een mobiele beleggingsapp voor particuliere beleggers: koersen, handelen, nieuwe emissies, nieuws en een overzicht van je rekening op één plek.</p>' +
        '<p><strong>Deze server is een sandbox.</strong> Alle koersen komen uit een gesimuleerde markt, saldi zijn fictief en er wordt geen echt geld of echt effect verhandeld. De server is bedoeld om de app te demonstreren en te testen.</p>' +
        '<p>Niets in deze app is beleggingsadvies. Rendementen uit het verleden, ook gesimuleerde, bieden geen garantie voor de toekomst.</p>',
    },
    privacy: {
      title: 'Privacybeleid',
      content:
        '<p>Wij verwerken alleen de gegevens die nodig zijn om je account te laten werken: je accountnaam, een gehashte versie van je wachtwoorden, je taalkeuze en, als je die indient, je identiteitsgegevens en foto’s van je identiteitsbewijs.</p>' +
        '<p>Foto’s van identiteitsbewijzen zijn alleen zichtbaar voor jezelf en voor de beheerders die je verificatie beoordelen. Wachtwoorden worden nooit leesbaar opgeslagen.</p>' +
        '<h3>Kinderen jonger dan 14 jaar</h3><p>Kinderen jonger dan 14 jaar mogen de app alleen gebruiken met toestemming van een ouder of wettelijke vertegenwoordiger. Die toestemming moet er zijn voordat een account wordt aangemaakt.</p>' +
        '<p>Deze server is een sandbox met een gesimuleerde markt: voer geen echte identiteitsgegevens in. Je kunt via de klantenservice vragen je gegevens in te zien of te laten verwijderen.</p>',
    },
    agreement: {
      title: 'Gebruikersovereenkomst',
      content:
        '<p>Door een account aan te maken ga je akkoord met deze voorwaarden.</p>' +
        '<ol><li>Deze server is een sandbox. Koersen, orders, saldi en opbrengsten zijn gesimuleerd; er is geen echt geld en er zijn geen echte effecten.</li>' +
        '<li>Je houdt je wachtwoord en transactiewachtwoord geheim en bent verantwoordelijk voor wat er met je account gebeurt.</li>' +
        '<li>Beheerders kunnen een account bevriezen, blokkeren of beperken bij misbruik; de app verwijst je dan naar de klantenservice.</li>' +
        '<li>Niets in de app is beleggingsadvies en er wordt geen rendement beloofd.</li></ol>',
    },
    security: {
      title: 'Beveiligingscentrum',
      content:
        '<p>Zo beschermen wij je account:</p>' +
        '<ul><li>Wachtwoorden worden gezouten en met scrypt gehasht opgeslagen.</li>' +
        '<li>Na vijf mislukte inlogpogingen binnen 15 minuten wordt inloggen tijdelijk geweigerd.</li>' +
        '<li>Een sessie verloopt na 7 dagen zonder gebruik; bij een wachtwoordwijziging worden je andere sessies beëindigd.</li>' +
        '<li>Opdrachten met geld vragen om een apart transactiewachtwoord van 6 cijfers.</li></ul>' +
        '<p>Deel je wachtwoorden nooit, ook niet met iemand die zegt van de klantenservice te zijn. Dit is een sandbox met een gesimuleerde markt.</p>',
    },
  },
  en: {
    about: {
      title: 'About us',
      content:
        '<p>{brand} is a mobile investing app for retail investors: quotes, trading, new share offerings, news and an overview of your account in one place.</p>' +
        '<p><strong>This server is a sandbox.</strong> All prices come from a simulated market, balances are fictitious and no real money or real securities change hands. The server exists to demonstrate and test the app.</p>' +
        '<p>Nothing in this app is investment advice. Past returns, simulated ones included, are no guarantee for the future.</p>',
    },
    privacy: {
      title: 'Privacy policy',
      content:
        '<p>We process only the data your account needs to work: your account name, a hashed form of your passwords, your language and, if you submit them, your identity details and photos of your ID document.</p>' +
        '<p>ID photos are visible only to you and to the operators who review your verification. Passwords are never stored in readable form.</p>' +
        '<h3>Children under 14</h3><p>Children under 14 may use the app only with the consent of a parent or legal guardian, given before an account is created.</p>' +
        '<p>This server is a sandbox with a simulated market: do not enter real identity details. You can ask customer service to see or delete your data.</p>',
    },
    agreement: {
      title: 'User agreement',
      content:
        '<p>By creating an account you accept these terms.</p>' +
        '<ol><li>This server is a sandbox. Prices, orders, balances and returns are simulated; there is no real money and there are no real securities.</li>' +
        '<li>You keep your password and fund password secret and are responsible for what happens with your account.</li>' +
        '<li>Operators may freeze, ban or restrict an account in case of abuse; the app then refers you to customer service.</li>' +
        '<li>Nothing in the app is investment advice and no return is promised.</li></ol>',
    },
    security: {
      title: 'Security centre',
      content:
        '<p>How we protect your account:</p>' +
        '<ul><li>Passwords are stored salted and hashed with scrypt.</li>' +
        '<li>After five failed logins within 15 minutes, logging in is refused for a while.</li>' +
        '<li>A session expires after 7 days without use; changing your password ends your other sessions.</li>' +
        '<li>Actions that move money ask for a separate 6-digit fund password.</li></ul>' +
        '<p>Never share your passwords, not even with someone who claims to be customer service. This is a sandbox with a simulated market.</p>',
    },
  },
  de: {
    about: {
      title: 'Über uns',
      content:
        '<p>{brand} ist eine mobile Anlage-App für Privatanleger: Kurse, Handel, Neuemissionen, Nachrichten und ein Überblick über Ihr Konto an einem Ort.</p>' +
        '<p><strong>Dieser Server ist eine Sandbox.</strong> Alle Kurse stammen aus einem simulierten Markt, Guthaben sind fiktiv, und es werden weder echtes Geld noch echte Wertpapiere gehandelt. Der Server dient der Vorführung und dem Test der App.</p>' +
        '<p>Nichts in dieser App ist eine Anlageberatung. Vergangene Renditen, auch simulierte, sind keine Garantie für die Zukunft.</p>',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      content:
        '<p>Wir verarbeiten nur die Daten, die Ihr Konto benötigt: Ihren Kontonamen, eine gehashte Form Ihrer Passwörter, Ihre Sprache und, falls Sie sie einreichen, Ihre Identitätsangaben und Fotos Ihres Ausweises.</p>' +
        '<p>Ausweisfotos sind nur für Sie und für die Betreiber sichtbar, die Ihre Verifizierung prüfen. Passwörter werden nie lesbar gespeichert.</p>' +
        '<h3>Kinder unter 14 Jahren</h3><p>Kinder unter 14 Jahren dürfen die App nur mit Zustimmung eines Elternteils oder gesetzlichen Vertreters nutzen, die vor der Kontoeröffnung vorliegen muss.</p>' +
        '<p>Dieser Server ist eine Sandbox mit simuliertem Markt: Geben Sie keine echten Identitätsdaten ein. Über den Kundendienst können Sie Auskunft über Ihre Daten oder deren Löschung verlangen.</p>',
    },
    agreement: {
      title: 'Nutzungsvereinbarung',
      content:
        '<p>Mit der Eröffnung eines Kontos akzeptieren Sie diese Bedingungen.</p>' +
        '<ol><li>Dieser Server ist eine Sandbox. Kurse, Aufträge, Guthaben und Erträge sind simuliert; es gibt kein echtes Geld und keine echten Wertpapiere.</li>' +
        '<li>Sie halten Ihr Passwort und Ihr Fondspasswort geheim und sind für die Nutzung Ihres Kontos verantwortlich.</li>' +
        '<li>Betreiber können ein Konto bei Missbrauch einfrieren, sperren oder einschränken; die App verweist Sie dann an den Kundendienst.</li>' +
        '<li>Nichts in der App ist eine Anlageberatung, und es wird keine Rendite versprochen.</li></ol>',
    },
    security: {
      title: 'Sicherheitscenter',
      content:
        '<p>So schützen wir Ihr Konto:</p>' +
        '<ul><li>Passwörter werden gesalzen und mit scrypt gehasht gespeichert.</li>' +
        '<li>Nach fünf fehlgeschlagenen Anmeldungen innerhalb von 15 Minuten wird die Anmeldung vorübergehend verweigert.</li>' +
        '<li>Eine Sitzung läuft nach 7 Tagen ohne Nutzung ab; eine Passwortänderung beendet Ihre anderen Sitzungen.</li>' +
        '<li>Aktionen, die Geld bewegen, verlangen ein separates 6-stelliges Fondspasswort.</li></ul>' +
        '<p>Geben Sie Ihre Passwörter niemals weiter, auch nicht an angebliche Mitarbeiter des Kundendienstes. Dies ist eine Sandbox mit simuliertem Markt.</p>',
    },
  },
  'zh-Hant': {
    about: {
      title: '關於我們',
      content:
        '<p>{brand} 是一款面向個人投資者的行動投資應用：行情、交易、新股申購、新聞與帳戶總覽集於一處。</p>' +
        '<p><strong>本伺服器為沙盒環境。</strong>所有價格均來自模擬市場，餘額皆為虛構，不涉及任何真實資金或真實證券。本伺服器僅用於展示與測試本應用。</p>' +
        '<p>本應用中的任何內容均不構成投資建議。過往收益（包括模擬收益）不代表未來表現。</p>',
    },
    privacy: {
      title: '隱私政策',
      content:
        '<p>我們僅處理帳戶運作所需的資料：帳戶名稱、密碼的雜湊值、語言設定，以及您提交的身分資料與證件照片。</p>' +
        '<p>證件照片僅您本人及負責審核的管理人員可見。密碼絕不以可讀形式儲存。</p>' +
        '<h3>未滿 14 歲的兒童</h3><p>未滿 14 歲的兒童須在開立帳戶前取得父母或法定監護人的同意，方可使用本應用。</p>' +
        '<p>本伺服器為模擬市場的沙盒環境：請勿輸入真實身分資料。您可透過客服查詢或要求刪除您的資料。</p>',
    },
    agreement: {
      title: '用戶協議',
      content:
        '<p>開立帳戶即表示您接受以下條款。</p>' +
        '<ol><li>本伺服器為沙盒環境。價格、委託、餘額與收益均為模擬；不存在真實資金或真實證券。</li>' +
        '<li>您須妥善保管登入密碼與資金密碼，並對帳戶的使用負責。</li>' +
        '<li>如有濫用，管理人員可凍結、禁止或限制帳戶；屆時應用會引導您聯繫客服。</li>' +
        '<li>本應用中的任何內容均不構成投資建議，亦不承諾任何收益。</li></ol>',
    },
    security: {
      title: '安全中心',
      content:
        '<p>我們如何保護您的帳戶：</p>' +
        '<ul><li>密碼經加鹽並以 scrypt 雜湊後儲存。</li>' +
        '<li>15 分鐘內登入失敗五次後，將暫時拒絕登入。</li>' +
        '<li>工作階段閒置 7 天後失效；修改密碼會結束您的其他工作階段。</li>' +
        '<li>涉及資金的操作須輸入獨立的 6 位數資金密碼。</li></ul>' +
        '<p>切勿向任何人透露密碼，包括自稱客服的人員。本環境為模擬市場的沙盒。</p>',
    },
  },
  'zh-Hans': {
    about: {
      title: '关于我们',
      content:
        '<p>{brand} 是一款面向个人投资者的移动投资应用：行情、交易、新股申购、新闻和账户总览集于一处。</p>' +
        '<p><strong>本服务器为沙盒环境。</strong>所有价格均来自模拟市场，余额均为虚构，不涉及任何真实资金或真实证券。本服务器仅用于演示和测试本应用。</p>' +
        '<p>本应用中的任何内容均不构成投资建议。过往收益（包括模拟收益）不代表未来表现。</p>',
    },
    privacy: {
      title: '隐私政策',
      content:
        '<p>我们仅处理账户运行所需的数据：账户名、密码的哈希值、语言设置，以及您提交的身份信息和证件照片。</p>' +
        '<p>证件照片仅您本人和负责审核的管理人员可见。密码绝不以可读形式存储。</p>' +
        '<h3>未满 14 岁的儿童</h3><p>未满 14 岁的儿童须在开户前取得父母或法定监护人的同意，方可使用本应用。</p>' +
        '<p>本服务器为模拟市场的沙盒环境：请勿输入真实身份信息。您可以通过客服查询或要求删除您的数据。</p>',
    },
    agreement: {
      title: '用户协议',
      content:
        '<p>开立账户即表示您接受以下条款。</p>' +
        '<ol><li>本服务器为沙盒环境。价格、委托、余额和收益均为模拟；不存在真实资金或真实证券。</li>' +
        '<li>您须妥善保管登录密码和资金密码，并对账户的使用负责。</li>' +
        '<li>如有滥用，管理人员可冻结、禁止或限制账户；届时应用会引导您联系客服。</li>' +
        '<li>本应用中的任何内容均不构成投资建议，也不承诺任何收益。</li></ol>',
    },
    security: {
      title: '安全中心',
      content:
        '<p>我们如何保护您的账户：</p>' +
        '<ul><li>密码经加盐并以 scrypt 哈希后存储。</li>' +
        '<li>15 分钟内登录失败五次后，将暂时拒绝登录。</li>' +
        '<li>会话闲置 7 天后失效；修改密码会结束您的其他会话。</li>' +
        '<li>涉及资金的操作需要输入单独的 6 位资金密码。</li></ul>' +
        '<p>切勿向任何人透露密码，包括自称客服的人员。本环境为模拟市场的沙盒。</p>',
    },
  },
  ko: {
    about: {
      title: '회사 소개',
      content:
        '<p>{brand}는 개인 투자자를 위한 모바일 투자 앱입니다. 시세, 거래, 신규 공모, 뉴스, 계좌 현황을 한곳에서 볼 수 있습니다.</p>' +
        '<p><strong>이 서버는 샌드박스입니다.</strong> 모든 가격은 모의 시장에서 나오며, 잔고는 가상이고 실제 돈이나 실제 증권은 거래되지 않습니다. 이 서버는 앱을 시연하고 테스트하기 위한 것입니다.</p>' +
        '<p>이 앱의 어떤 내용도 투자 조언이 아닙니다. 과거 수익률(모의 수익률 포함)은 미래를 보장하지 않습니다.</p>',
    },
    privacy: {
      title: '개인정보 처리방침',
      content:
        '<p>계정 운영에 필요한 정보만 처리합니다: 계정 이름, 비밀번호의 해시값, 언어 설정, 그리고 제출하신 경우 신원 정보와 신분증 사진.</p>' +
        '<p>신분증 사진은 본인과 인증을 심사하는 운영자만 볼 수 있습니다. 비밀번호는 절대 읽을 수 있는 형태로 저장되지 않습니다.</p>' +
        '<h3>만 14세 미만 아동</h3><p>만 14세 미만 아동은 계정을 만들기 전에 부모 또는 법정대리인의 동의를 받은 경우에만 앱을 사용할 수 있습니다.</p>' +
        '<p>이 서버는 모의 시장의 샌드박스입니다. 실제 신원 정보를 입력하지 마십시오. 고객센터를 통해 본인 정보의 열람이나 삭제를 요청할 수 있습니다.</p>',
    },
    agreement: {
      title: '이용약관',
      content:
        '<p>계정을 만들면 다음 약관에 동의하는 것입니다.</p>' +
        '<ol><li>이 서버는 샌드박스입니다. 가격, 주문, 잔고, 수익은 모의이며 실제 돈이나 실제 증권은 없습니다.</li>' +
        '<li>로그인 비밀번호와 자금 비밀번호를 비밀로 유지하며 계정 사용에 대한 책임은 본인에게 있습니다.</li>' +
        '<li>남용 시 운영자는 계정을 동결, 금지 또는 제한할 수 있으며, 이 경우 앱이 고객센터로 안내합니다.</li>' +
        '<li>앱의 어떤 내용도 투자 조언이 아니며 어떠한 수익도 약속하지 않습니다.</li></ol>',
    },
    security: {
      title: '보안 센터',
      content:
        '<p>계정을 보호하는 방법:</p>' +
        '<ul><li>비밀번호는 솔트를 더해 scrypt로 해시하여 저장합니다.</li>' +
        '<li>15분 안에 로그인에 다섯 번 실패하면 잠시 로그인이 거부됩니다.</li>' +
        '<li>세션은 7일 동안 사용하지 않으면 만료되며, 비밀번호를 변경하면 다른 세션이 종료됩니다.</li>' +
        '<li>자금이 움직이는 작업에는 별도의 6자리 자금 비밀번호가 필요합니다.</li></ul>' +
        '<p>고객센터를 사칭하는 사람을 포함해 누구에게도 비밀번호를 알려 주지 마십시오. 이곳은 모의 시장의 샌드박스입니다.</p>',
    },
  },
};
