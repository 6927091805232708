import type { SeedArticle } from './seedArticle.ts';

/**
 * Hot news: market-wide commentary. Every statement holds for the simulated market by its design
 * (chip stocks have high volatility and beta, defensives low, volume is U-shaped, the dollar
 * moves the fx pairs together), so no article can contradict the prices on screen.
 */
export const hotNews: readonly SeedArticle[] = [
  {
    id: 'news-hot-chipmakers',
    category: 'hot',
    publishedAt: new Date('2026-11-20T07:30:00Z'),
    texts: {
      nl: {
        title: 'Chipbedrijven blijven de beweeglijkste groep van de markt',
        summary:
          'ASML, ASM International, BE Semiconductor en NVIDIA laten de grootste dagelijkse uitslagen van de gesimuleerde markt zien.',
        content:
          '<p>Halfgeleideraandelen bewegen nog altijd meer dan de rest van de markt. In de gesimuleerde markt stijgen of dalen ASML, ASM International en BE Semiconductor Industries in Amsterdam en NVIDIA in New York regelmatig twee tot drie keer zo sterk als hun index op dezelfde dag.</p>' +
          '<p>Die gevoeligheid werkt in twee richtingen: op dagen dat de AEX of de S&amp;P 500 wint, stijgen chipaandelen doorgaans meer, en op zwakke dagen verliezen ze doorgaans meer. Het 52-wekenhoog en -laag op het detailscherm laat zien hoe breed die bandbreedte het afgelopen jaar was.</p>',
      },
      en: {
        title: 'Chipmakers remain the most volatile group in the market',
        summary:
          'ASML, ASM International, BE Semiconductor and NVIDIA show the widest daily swings of the simulated market.',
        content:
          '<p>Semiconductor shares continue to move more than the rest of the market. In the simulated market, ASML, ASM International and BE Semiconductor Industries in Amsterdam and NVIDIA in New York regularly rise or fall two to three times as much as their index on the same day.</p>' +
          '<p>That sensitivity cuts both ways: on days when the AEX or the S&amp;P 500 gains, chip stocks tend to gain more, and on weak days they tend to lose more. The 52-week high and low on the stock detail screen show how wide that range has been over the past year.</p>',
      },
      de: {
        title: 'Chiphersteller bleiben die schwankungsreichste Gruppe am Markt',
        summary:
          'ASML, ASM International, BE Semiconductor und NVIDIA zeigen die größten Tagesausschläge des simulierten Marktes.',
        content:
          '<p>Halbleiteraktien bewegen sich weiterhin stärker als der übrige Markt. Im simulierten Markt steigen oder fallen ASML, ASM International und BE Semiconductor Industries in Amsterdam sowie NVIDIA in New York häufig zwei- bis dreimal so stark wie ihr Index am selben Tag.</p>' +
          '<p>Diese Empfindlichkeit wirkt in beide Richtungen: An Tagen, an denen der AEX oder der S&amp;P 500 zulegt, gewinnen Chipwerte meist mehr, an schwachen Tagen verlieren sie meist mehr. Das 52-Wochen-Hoch und -Tief in der Detailansicht zeigt, wie breit diese Spanne im vergangenen Jahr war.</p>',
      },
      'zh-Hant': {
        title: '晶片股仍是市場中波動最大的族群',
        summary: 'ASML、ASM International、BE Semiconductor 與 NVIDIA 在模擬市場中的每日漲跌幅最大。',
        content:
          '<p>半導體股的波動依然高於大盤。在模擬市場中，阿姆斯特丹的 ASML、ASM International 與 BE Semiconductor Industries，以及紐約的 NVIDIA，當日漲跌幅經常達到所屬指數的兩到三倍。</p>' +
          '<p>這種敏感度是雙向的：AEX 或 S&amp;P 500 上漲的日子，晶片股往往漲得更多；市場疲弱時，它們通常也跌得更深。個股詳情頁上的 52 週最高價與最低價，顯示了過去一年的波動區間有多寬。</p>',
      },
      'zh-Hans': {
        title: '芯片股仍是市场中波动最大的板块',
        summary: 'ASML、ASM International、BE Semiconductor 和 NVIDIA 在模拟市场中的每日涨跌幅最大。',
        content:
          '<p>半导体股的波动依然高于大盘。在模拟市场中，阿姆斯特丹的 ASML、ASM International 和 BE Semiconductor Industries，以及纽约的 NVIDIA，当日涨跌幅经常达到所属指数的两到三倍。</p>' +
          '<p>这种敏感度是双向的：AEX 或 S&amp;P 500 上涨的日子，芯片股往往涨得更多；市场疲软时，它们通常也跌得更深。个股详情页上的 52 周最高价和最低价，显示了过去一年的波动区间有多宽。</p>',
      },
      ko: {
        title: '반도체주, 여전히 시장에서 변동성이 가장 큰 업종',
        summary:
          'ASML, ASM International, BE Semiconductor, NVIDIA가 모의 시장에서 가장 큰 일간 등락폭을 보이고 있습니다.',
        content:
          '<p>반도체주는 여전히 시장 전체보다 크게 움직이고 있습니다. 모의 시장에서 암스테르담의 ASML, ASM International, BE Semiconductor Industries와 뉴욕의 NVIDIA는 같은 날 소속 지수보다 두세 배 크게 오르거나 내리는 경우가 많습니다.</p>' +
          '<p>이러한 민감도는 양방향으로 작용합니다. AEX나 S&amp;P 500이 오르는 날에는 반도체주가 더 많이 오르는 경향이 있고, 약세인 날에는 더 많이 떨어지는 경향이 있습니다. 종목 상세 화면의 52주 최고가와 최저가는 지난 1년 동안 그 범위가 얼마나 넓었는지 보여 줍니다.</p>',
      },
    },
  },
  {
    id: 'news-hot-defensives',
    category: 'hot',
    publishedAt: new Date('2026-11-18T08:00:00Z'),
    texts: {
      nl: {
        title: 'Telecom en supermarkten blijven de rustigste hoek van de markt',
        summary: 'KPN, Ahold Delhaize, Deutsche Telekom en Procter & Gamble bewegen veel minder dan hun index.',
        content:
          '<p>Aandelen van bedrijven met een stabiele vraag bewegen nog altijd minder dan de brede markt. KPN en Ahold Delhaize in Amsterdam, Deutsche Telekom in Frankfurt en Procter &amp; Gamble in New York volgen doorgaans maar een deel van de dagelijkse beweging van hun index.</p>' +
          '<p>Zulke defensieve aandelen keren vaak regelmatig dividend uit en houden zich op zwakke dagen meestal beter, terwijl ze op sterke dagen achterblijven. Een kleinere beweeglijkheid betekent ook minder afstand tussen het 52-wekenhoog en -laag.</p>',
      },
      en: {
        title: 'Telecoms and supermarkets remain the calmest corner of the market',
        summary: 'KPN, Ahold Delhaize, Deutsche Telekom and Procter & Gamble move far less than their indexes.',
        content:
          '<p>Shares of companies with steady demand continue to move less than the broader market. KPN and Ahold Delhaize in Amsterdam, Deutsche Telekom in Frankfurt and Procter &amp; Gamble in New York typically follow only a fraction of their index’s daily move.</p>' +
          '<p>Such defensive stocks often pay regular dividends and tend to hold up better on weak days, while lagging on strong ones. Smaller swings also mean a narrower gap between the 52-week high and low.</p>',
      },
      de: {
        title: 'Telekom- und Supermarktwerte bleiben die ruhigste Ecke des Marktes',
        summary:
          'KPN, Ahold Delhaize, Deutsche Telekom und Procter & Gamble bewegen sich deutlich weniger als ihr Index.',
        content:
          '<p>Aktien von Unternehmen mit stabiler Nachfrage schwanken weiterhin weniger als der breite Markt. KPN und Ahold Delhaize in Amsterdam, die Deutsche Telekom in Frankfurt und Procter &amp; Gamble in New York folgen der Tagesbewegung ihres Index meist nur zu einem Bruchteil.</p>' +
          '<p>Solche defensiven Werte zahlen oft regelmäßig Dividenden und halten sich an schwachen Tagen meist besser, während sie an starken Tagen zurückbleiben. Geringere Schwankungen bedeuten auch einen kleineren Abstand zwischen 52-Wochen-Hoch und -Tief.</p>',
      },
      'zh-Hant': {
        title: '電信與超市股仍是市場中最平穩的角落',
        summary: 'KPN、Ahold Delhaize、Deutsche Telekom 與 Procter & Gamble 的波動遠小於所屬指數。',
        content:
          '<p>需求穩定的企業，其股價波動依然小於大盤。阿姆斯特丹的 KPN 與 Ahold Delhaize、法蘭克福的 Deutsche Telekom，以及紐約的 Procter &amp; Gamble，通常只跟隨所屬指數每日漲跌的一小部分。</p>' +
          '<p>這類防禦型股票常定期配發股息，在市場疲弱時通常較為抗跌，但在強勢的日子則往往落後。波動較小也意味著 52 週最高價與最低價之間的差距較窄。</p>',
      },
      'zh-Hans': {
        title: '电信与超市股仍是市场中最平稳的角落',
        summary: 'KPN、Ahold Delhaize、Deutsche Telekom 和 Procter & Gamble 的波动远小于所属指数。',
        content:
          '<p>需求稳定的企业，其股价波动依然小于大盘。阿姆斯特丹的 KPN 和 Ahold Delhaize、法兰克福的 Deutsche Telekom，以及纽约的 Procter &amp; Gamble，通常只跟随所属指数每日涨跌的一小部分。</p>' +
          '<p>这类防御型股票常定期派发股息，在市场疲软时通常较为抗跌，但在强势的日子则往往落后。波动较小也意味着 52 周最高价与最低价之间的差距较窄。</p>',
      },
      ko: {
        title: '통신·유통주, 여전히 시장에서 가장 안정적인 업종',
        summary: 'KPN, Ahold Delhaize, Deutsche Telekom, Procter & Gamble은 소속 지수보다 훨씬 작게 움직입니다.',
        content:
          '<p>수요가 안정적인 기업의 주가는 여전히 시장 전체보다 적게 움직이고 있습니다. 암스테르담의 KPN과 Ahold Delhaize, 프랑크푸르트의 Deutsche Telekom, 뉴욕의 Procter &amp; Gamble은 보통 소속 지수 일간 변동의 일부만 따라갑니다.</p>' +
          '<p>이런 방어주는 정기적으로 배당을 지급하는 경우가 많고, 약세장에서는 비교적 잘 버티지만 강세장에서는 뒤처지는 경향이 있습니다. 변동이 작다는 것은 52주 최고가와 최저가의 차이가 좁다는 뜻이기도 합니다.</p>',
      },
    },
  },
  {
    id: 'news-hot-central-banks',
    category: 'hot',
    publishedAt: new Date('2026-11-16T07:00:00Z'),
    texts: {
      nl: {
        title: 'Centrale banken in de schijnwerpers nu het jaar ten einde loopt',
        summary:
          'Rentebesluiten in Frankfurt en Washington blijven in december de belangrijkste geplande gebeurtenissen voor de markten.',
        content:
          '<p>De laatste beleidsvergaderingen van dit jaar van de Europese Centrale Bank en de Amerikaanse Federal Reserve zijn de belangrijkste geplande gebeurtenissen voor beleggers. Renteveranderingen, en wat centrale bankiers over de komende maanden zeggen, beïnvloeden obligatierentes, valuta en aandelenkoersen.</p>' +
          '<p>Banken en verzekeraars zoals ING, ABN AMRO, Deutsche Bank en JPMorgan reageren doorgaans op veranderende renteverwachtingen, net als vastgoedbedrijven. De dollarkoers tegenover de euro en de yen beweegt vaak op de dag van een besluit.</p>',
      },
      en: {
        title: 'Central banks in focus as the year draws to a close',
        summary:
          'Interest-rate decisions in Frankfurt and Washington remain the main scheduled events for markets in December.',
        content:
          '<p>This year’s last policy meetings of the European Central Bank and the US Federal Reserve are the main scheduled events for investors. Changes in interest rates, and in what central bankers say about the months ahead, affect bond yields, currencies and share prices.</p>' +
          '<p>Banks and insurers such as ING, ABN AMRO, Deutsche Bank and JPMorgan tend to react to changing rate expectations, as do property companies. The dollar’s exchange rate against the euro and the yen often moves on the day of a decision.</p>',
      },
      de: {
        title: 'Notenbanken im Fokus zum Jahresende',
        summary:
          'Zinsentscheidungen in Frankfurt und Washington bleiben im Dezember die wichtigsten Termine für die Märkte.',
        content:
          '<p>Die letzten geldpolitischen Sitzungen der Europäischen Zentralbank und der US-Notenbank Federal Reserve in diesem Jahr sind die wichtigsten Termine für Anleger. Zinsänderungen und das, was Notenbanker über die kommenden Monate sagen, beeinflussen Anleiherenditen, Währungen und Aktienkurse.</p>' +
          '<p>Banken und Versicherer wie ING, ABN AMRO, die Deutsche Bank und JPMorgan reagieren meist auf veränderte Zinserwartungen, ebenso Immobilienunternehmen. Der Dollarkurs gegenüber Euro und Yen bewegt sich am Tag einer Entscheidung oft deutlich.</p>',
      },
      'zh-Hant': {
        title: '年底將至，市場聚焦各國央行',
        summary: '法蘭克福與華盛頓的利率決策，仍是 12 月市場最重要的既定事件。',
        content:
          '<p>歐洲央行與美國聯準會今年最後一次的政策會議，是投資人最關注的既定事件。利率的變動，以及央行官員對未來數月的看法，都會影響債券殖利率、匯率與股價。</p>' +
          '<p>ING、ABN AMRO、Deutsche Bank 與 JPMorgan 等銀行與保險股，通常會對利率預期的變化作出反應，不動產公司亦然。美元兌歐元與日圓的匯率，也常在決策當天出現波動。</p>',
      },
      'zh-Hans': {
        title: '年底将至，市场聚焦各国央行',
        summary: '法兰克福与华盛顿的利率决议，仍是 12 月市场最重要的既定事件。',
        content:
          '<p>欧洲央行与美联储今年最后一次议息会议，是投资者最关注的既定事件。利率的变动，以及央行官员对未来数月的表态，都会影响债券收益率、汇率和股价。</p>' +
          '<p>ING、ABN AMRO、Deutsche Bank 和 JPMorgan 等银行与保险股，通常会对利率预期的变化作出反应，房地产公司亦然。美元兑欧元和日元的汇率，也常在决议当天出现波动。</p>',
      },
      ko: {
        title: '연말을 앞두고 중앙은행에 쏠리는 시선',
        summary: '프랑크푸르트와 워싱턴의 금리 결정이 12월 시장의 가장 중요한 예정 일정으로 남아 있습니다.',
        content:
          '<p>유럽중앙은행과 미국 연방준비제도의 올해 마지막 통화정책 회의가 투자자들에게 가장 중요한 예정 일정입니다. 금리 변화와 향후 몇 달에 대한 중앙은행 인사들의 발언은 채권 금리, 환율, 주가에 영향을 줍니다.</p>' +
          '<p>ING, ABN AMRO, Deutsche Bank, JPMorgan 같은 은행·보험주는 부동산 기업과 마찬가지로 금리 기대의 변화에 반응하는 경향이 있습니다. 유로화와 엔화에 대한 달러 환율도 결정 당일 크게 움직이는 경우가 많습니다.</p>',
      },
    },
  },
  {
    id: 'news-hot-crypto-clock',
    category: 'hot',
    publishedAt: new Date('2026-11-14T10:00:00Z'),
    texts: {
      nl: {
        title: 'Crypto slaapt nooit: koersen bewegen de klok rond',
        summary:
          'Anders dan aandelen worden de cryptoparen 24 uur per dag en zeven dagen per week genoteerd, en ze bewegen veel meer.',
        content:
          '<p>Het tabblad digitale valuta toont Bitcoin, Ether, Solana en andere paren tegenover USDT de klok rond, ook in het weekend. Er is geen openings- of slotbel: de verandering van elke dag wordt gemeten vanaf de koers om middernacht UTC.</p>' +
          '<p>Cryptokoersen schommelen een veelvoud van die van grote aandelen. Dagbewegingen van vijf procent of meer zijn niet ongewoon, en de paren bewegen vaak samen met Bitcoin. De cryptoparen in deze app kunnen worden gevolgd, maar niet verhandeld.</p>',
      },
      en: {
        title: 'Crypto never sleeps: prices move around the clock',
        summary:
          'Unlike stocks, the crypto pairs are quoted 24 hours a day, seven days a week, and they move much more.',
        content:
          '<p>The digital currency tab quotes Bitcoin, Ether, Solana and other pairs against USDT around the clock, weekends included. There is no opening or closing bell: each day’s change is measured from the price at midnight UTC.</p>' +
          '<p>Crypto prices swing several times as much as large stocks. Daily moves of five percent or more are not unusual, and the pairs often move together with Bitcoin. The crypto pairs in this app can be followed but not traded.</p>',
      },
      de: {
        title: 'Krypto schläft nie: Kurse bewegen sich rund um die Uhr',
        summary:
          'Anders als Aktien werden die Kryptopaare 24 Stunden am Tag, sieben Tage die Woche notiert, und sie schwanken viel stärker.',
        content:
          '<p>Der Reiter Digitalwährungen zeigt Bitcoin, Ether, Solana und weitere Paare gegen USDT rund um die Uhr, auch am Wochenende. Es gibt keine Eröffnungs- oder Schlussglocke: Die Tagesveränderung wird ab dem Kurs um Mitternacht UTC gemessen.</p>' +
          '<p>Kryptokurse schwanken um ein Vielfaches stärker als große Aktien. Tagesbewegungen von fünf Prozent oder mehr sind keine Seltenheit, und die Paare bewegen sich oft gemeinsam mit Bitcoin. Die Kryptopaare in dieser App lassen sich verfolgen, aber nicht handeln.</p>',
      },
      'zh-Hant': {
        title: '加密貨幣全年無休：價格全天候變動',
        summary: '與股票不同，加密貨幣交易對每週七天、每天 24 小時報價，波動也大得多。',
        content:
          '<p>數位貨幣分頁全天候顯示 Bitcoin、Ether、Solana 等對 USDT 的交易對報價，週末也不例外。這裡沒有開盤或收盤鐘聲：每日漲跌以 UTC 午夜的價格為基準計算。</p>' +
          '<p>加密貨幣的價格波動是大型股的數倍。單日漲跌五個百分點以上並不罕見，各交易對也常與 Bitcoin 同步變動。本應用程式中的加密貨幣交易對僅供追蹤，無法交易。</p>',
      },
      'zh-Hans': {
        title: '加密货币全年无休：价格全天候变动',
        summary: '与股票不同，加密货币交易对每周七天、每天 24 小时报价，波动也大得多。',
        content:
          '<p>数字货币标签页全天候显示 Bitcoin、Ether、Solana 等对 USDT 的交易对报价，周末也不例外。这里没有开盘或收盘钟声：每日涨跌以 UTC 午夜的价格为基准计算。</p>' +
          '<p>加密货币的价格波动是大盘股的数倍。单日涨跌五个百分点以上并不罕见，各交易对也常与 Bitcoin 同步变动。本应用中的加密货币交易对仅供关注，无法交易。</p>',
      },
      ko: {
        title: '잠들지 않는 암호화폐: 가격은 24시간 움직인다',
        summary: '주식과 달리 암호화폐 페어는 주 7일, 하루 24시간 시세가 제공되며 변동도 훨씬 큽니다.',
        content:
          '<p>디지털 화폐 탭은 Bitcoin, Ether, Solana 등 USDT 대비 페어의 시세를 주말을 포함해 24시간 보여 줍니다. 개장이나 폐장 종소리는 없으며, 매일의 등락은 UTC 자정 가격을 기준으로 계산됩니다.</p>' +
          '<p>암호화폐 가격은 대형주보다 몇 배 크게 움직입니다. 하루 5% 이상의 변동도 드물지 않으며, 각 페어는 Bitcoin과 함께 움직이는 경우가 많습니다. 이 앱의 암호화폐 페어는 시세 확인만 가능하며 거래할 수는 없습니다.</p>',
      },
    },
  },
  {
    id: 'news-hot-dollar',
    category: 'hot',
    publishedAt: new Date('2026-11-12T09:00:00Z'),
    texts: {
      nl: {
        title: 'Dollarbewegingen werken door in de valutaparen',
        summary: 'Als de dollar sterker wordt, dalen EUR/USD en GBP/USD doorgaans, terwijl USD/JPY stijgt.',
        content:
          '<p>De meeste valutaparen op het tabblad vreemde valuta worden tegenover de Amerikaanse dollar genoteerd, dus een brede dollarbeweging is in veel paren tegelijk te zien. Een sterkere dollar betekent een lagere EUR/USD en GBP/USD en een hogere USD/JPY en USD/KRW.</p>' +
          '<p>Voor beleggers in euro met Amerikaanse aandelen telt de wisselkoers even zwaar als de aandelenkoers: winst in dollars kan bij omrekening naar euro krimpen als de dollar intussen zwakker is geworden. De Hongkongse dollar is een uitzondering: die is aan de Amerikaanse dollar gekoppeld en beweegt nauwelijks.</p>',
      },
      en: {
        title: 'Dollar swings ripple through the currency pairs',
        summary: 'When the dollar strengthens, EUR/USD and GBP/USD tend to fall while USD/JPY rises.',
        content:
          '<p>Most currency pairs on the foreign exchange tab are quoted against the US dollar, so a broad move in the dollar shows up in many of them at once. A stronger dollar means a lower EUR/USD and GBP/USD and a higher USD/JPY and USD/KRW.</p>' +
          '<p>For euro-based investors in US shares, the exchange rate matters as much as the share price: a gain in dollars can shrink when converted back into euros if the dollar has weakened in the meantime. The Hong Kong dollar is the exception: it is pegged to the US dollar and hardly moves.</p>',
      },
      de: {
        title: 'Dollarschwankungen ziehen sich durch die Währungspaare',
        summary: 'Wird der Dollar stärker, fallen EUR/USD und GBP/USD meist, während USD/JPY steigt.',
        content:
          '<p>Die meisten Währungspaare im Reiter Devisen werden gegen den US-Dollar notiert, daher zeigt sich eine breite Dollarbewegung in vielen Paaren zugleich. Ein stärkerer Dollar bedeutet niedrigere Kurse für EUR/USD und GBP/USD und höhere für USD/JPY und USD/KRW.</p>' +
          '<p>Für Euro-Anleger mit US-Aktien zählt der Wechselkurs ebenso viel wie der Aktienkurs: Ein Gewinn in Dollar kann beim Umtausch in Euro schrumpfen, wenn der Dollar inzwischen schwächer geworden ist. Der Hongkong-Dollar ist die Ausnahme: Er ist an den US-Dollar gekoppelt und bewegt sich kaum.</p>',
      },
      'zh-Hant': {
        title: '美元波動牽動各貨幣對',
        summary: '美元走強時，EUR/USD 與 GBP/USD 往往下跌，USD/JPY 則上升。',
        content:
          '<p>外匯分頁上的大多數貨幣對都以美元報價，因此美元的大幅變動會同時反映在多個貨幣對上。美元走強，意味著 EUR/USD 與 GBP/USD 走低，USD/JPY 與 USD/KRW 走高。</p>' +
          '<p>對以歐元計價、投資美股的投資人而言，匯率與股價同樣重要：若美元在此期間走弱，以美元計算的獲利換回歐元時可能縮水。港幣則是例外：它與美元掛鉤，幾乎不動。</p>',
      },
      'zh-Hans': {
        title: '美元波动牵动各货币对',
        summary: '美元走强时，EUR/USD 和 GBP/USD 往往下跌，USD/JPY 则上升。',
        content:
          '<p>外汇标签页上的大多数货币对都以美元报价，因此美元的大幅变动会同时反映在多个货币对上。美元走强，意味着 EUR/USD 和 GBP/USD 走低，USD/JPY 和 USD/KRW 走高。</p>' +
          '<p>对以欧元计价、投资美股的投资者而言，汇率与股价同样重要：如果美元在此期间走弱，以美元计算的收益换回欧元时可能缩水。港元则是例外：它与美元挂钩，几乎不动。</p>',
      },
      ko: {
        title: '달러 변동, 통화 페어 전반에 파급',
        summary: '달러가 강세를 보이면 EUR/USD와 GBP/USD는 하락하고 USD/JPY는 상승하는 경향이 있습니다.',
        content:
          '<p>외환 탭의 통화 페어 대부분은 미국 달러 기준으로 호가되므로, 달러의 큰 움직임은 여러 페어에 동시에 나타납니다. 달러 강세는 EUR/USD와 GBP/USD의 하락, USD/JPY와 USD/KRW의 상승을 의미합니다.</p>' +
          '<p>미국 주식에 투자하는 유로 기반 투자자에게는 환율이 주가만큼 중요합니다. 그 사이 달러가 약세를 보였다면 달러 기준 수익이 유로로 환산할 때 줄어들 수 있습니다. 홍콩 달러는 예외로, 미국 달러에 연동되어 있어 거의 움직이지 않습니다.</p>',
      },
    },
  },
  {
    id: 'news-hot-price-limits',
    category: 'hot',
    publishedAt: new Date('2026-11-10T08:30:00Z'),
    texts: {
      nl: {
        title: 'Dagelijkse koerslimieten beperken dagbewegingen tot tien procent',
        summary:
          'Aandelen in Amsterdam, Frankfurt en New York kunnen hooguit tien procent boven of onder het vorige slot worden verhandeld.',
        content:
          '<p>In deze app heeft elk verhandelbaar aandeel een dagelijkse koersband: de limit-up- en limit-downkoers liggen tien procent boven en onder het vorige slot. Orders met een limietkoers buiten de band worden geweigerd, en er wordt niet buiten de band gehandeld.</p>' +
          '<p>Op de dag dat een dividend wordt uitgekeerd of een aandelensplitsing ingaat, wordt de band gemeten vanaf de aangepaste referentiekoers in plaats van het vorige slot zelf. Indices, crypto en valutaparen hebben geen gepubliceerde dagelijkse limieten.</p>',
      },
      en: {
        title: 'Daily price limits cap single-day moves at ten percent',
        summary:
          'Stocks in Amsterdam, Frankfurt and New York can trade at most ten percent above or below the previous close.',
        content:
          '<p>In this app every tradable stock has a daily price band: the limit-up and limit-down prices are ten percent above and below the previous close. Orders with a limit price outside the band are refused, and no trades take place beyond it.</p>' +
          '<p>On the day a dividend goes ex or a stock split takes effect, the band is measured from the adjusted reference price rather than from the previous close itself. Indexes, crypto and currency pairs have no published daily limits.</p>',
      },
      de: {
        title: 'Tägliche Preisgrenzen begrenzen Tagesbewegungen auf zehn Prozent',
        summary:
          'Aktien in Amsterdam, Frankfurt und New York können höchstens zehn Prozent über oder unter dem Vortagesschluss gehandelt werden.',
        content:
          '<p>In dieser App hat jede handelbare Aktie ein tägliches Preisband: Die obere und die untere Preisgrenze liegen zehn Prozent über und unter dem Vortagesschluss. Orders mit einem Limit außerhalb des Bandes werden abgelehnt, und außerhalb davon kommt kein Handel zustande.</p>' +
          '<p>Am Tag eines Dividendenabschlags oder eines Aktiensplits wird das Band vom bereinigten Referenzkurs aus gemessen statt vom Vortagesschluss selbst. Indizes, Krypto und Währungspaare haben keine veröffentlichten Tagesgrenzen.</p>',
      },
      'zh-Hant': {
        title: '每日漲跌幅限制將單日波動控制在百分之十以內',
        summary: '阿姆斯特丹、法蘭克福與紐約的股票，成交價最多只能高於或低於前一日收盤價百分之十。',
        content:
          '<p>在本應用程式中，每檔可交易股票都有每日價格區間：漲停價與跌停價分別為前一日收盤價上下百分之十。限價超出區間的委託會被拒絕，區間外也不會有成交。</p>' +
          '<p>在除息日或股票分割生效當天，區間以調整後的參考價計算，而非前一日收盤價本身。指數、加密貨幣與貨幣對沒有公布每日漲跌幅限制。</p>',
      },
      'zh-Hans': {
        title: '每日涨跌幅限制将单日波动控制在百分之十以内',
        summary: '阿姆斯特丹、法兰克福和纽约的股票，成交价最多只能高于或低于前一日收盘价百分之十。',
        content:
          '<p>在本应用中，每只可交易股票都有每日价格区间：涨停价和跌停价分别为前一日收盘价上下百分之十。限价超出区间的委托会被拒绝，区间外也不会有成交。</p>' +
          '<p>在除息日或股票拆分生效当天，区间以调整后的参考价计算，而非前一日收盘价本身。指数、加密货币和货币对没有公布每日涨跌幅限制。</p>',
      },
      ko: {
        title: '일일 가격제한폭, 하루 변동을 10%로 제한',
        summary: '암스테르담, 프랑크푸르트, 뉴욕의 주식은 전일 종가 대비 최대 10% 위아래에서만 거래될 수 있습니다.',
        content:
          '<p>이 앱에서 거래 가능한 모든 주식에는 일일 가격 범위가 있습니다. 상한가와 하한가는 전일 종가보다 각각 10% 높고 낮은 가격입니다. 지정가가 범위를 벗어난 주문은 거부되며, 범위 밖에서는 체결이 이루어지지 않습니다.</p>' +
          '<p>배당락일이나 주식 분할이 효력을 발휘하는 날에는 전일 종가 자체가 아니라 조정된 기준가격을 기준으로 범위를 계산합니다. 지수, 암호화폐, 통화 페어에는 공표된 일일 가격제한폭이 없습니다.</p>',
      },
    },
  },
  {
    id: 'news-hot-ex-dividend',
    category: 'hot',
    publishedAt: new Date('2026-11-06T09:00:00Z'),
    texts: {
      nl: {
        title: 'Wat er met een aandelenkoers gebeurt op de ex-dividenddatum',
        summary:
          'Op de ex-dividenddatum daalt de referentiekoers met het dividend, dus de getoonde verandering begint bij de aangepaste koers.',
        content:
          '<p>Een aandeel dat ex-dividend gaat, begint de dag zonder recht op de komende uitkering. De beurs verlaagt daarom de referentiekoers met het bedrag van het dividend, en de dagverandering en de koerslimieten tellen vanaf die aangepaste koers.</p>' +
          '<p>Grafieken kunnen de historie op drie manieren tonen: onaangepast, vooraf aangepast (oude koersen omgerekend naar de basis van vandaag) of achteraf aangepast (latere koersen verhoogd met wat is uitgekeerd). Aangepaste grafieken maken rendementen over lange perioden vergelijkbaar, ondanks dividenden en aandelensplitsingen.</p>',
      },
      en: {
        title: 'What happens to a share price on the ex-dividend date',
        summary:
          'On the ex-dividend date the reference price drops by the dividend, so the change shown starts from the adjusted price.',
        content:
          '<p>A share that goes ex-dividend starts the day without the right to the upcoming payment. The exchange therefore lowers the reference price by the amount of the dividend, and the day’s change and price limits count from that adjusted price.</p>' +
          '<p>Charts can show history in three ways: unadjusted, pre-adjusted (past prices restated on today’s basis) or post-adjusted (later prices grossed up for what was paid out). Adjusted charts keep long-term returns comparable across dividends and stock splits.</p>',
      },
      de: {
        title: 'Was am Ex-Dividenden-Tag mit dem Aktienkurs passiert',
        summary:
          'Am Ex-Tag sinkt der Referenzkurs um die Dividende, die angezeigte Veränderung beginnt daher beim bereinigten Kurs.',
        content:
          '<p>Eine Aktie, die ex Dividende gehandelt wird, beginnt den Tag ohne Anspruch auf die anstehende Ausschüttung. Die Börse senkt daher den Referenzkurs um den Dividendenbetrag, und Tagesveränderung sowie Preisgrenzen zählen ab diesem bereinigten Kurs.</p>' +
          '<p>Charts können die Historie auf drei Arten zeigen: unbereinigt, vorwärts bereinigt (frühere Kurse auf die heutige Basis umgerechnet) oder rückwärts bereinigt (spätere Kurse um das Ausgeschüttete erhöht). Bereinigte Charts halten langfristige Renditen über Dividenden und Aktiensplits hinweg vergleichbar.</p>',
      },
      'zh-Hant': {
        title: '除息日當天股價會發生什麼事',
        summary: '除息日當天參考價會扣除股息，因此顯示的漲跌從調整後的價格起算。',
        content:
          '<p>進入除息的股票，當天開始時已不再享有即將發放股息的權利。因此交易所會將參考價扣除股息金額，當日漲跌與漲跌幅限制均以調整後的價格計算。</p>' +
          '<p>圖表可用三種方式呈現歷史價格：不復權、前復權（以今日為基準換算過去的價格）或後復權（將其後的價格加回已發放的金額）。復權圖表讓長期報酬在經歷股息與股票分割後仍可相互比較。</p>',
      },
      'zh-Hans': {
        title: '除息日当天股价会发生什么',
        summary: '除息日当天参考价会扣除股息，因此显示的涨跌从调整后的价格起算。',
        content:
          '<p>进入除息的股票，当天开始时已不再享有即将派发股息的权利。因此交易所会将参考价扣除股息金额，当日涨跌和涨跌幅限制均以调整后的价格计算。</p>' +
          '<p>图表可用三种方式呈现历史价格：不复权、前复权（以今日为基准换算过去的价格）或后复权（将其后的价格加回已派发的金额）。复权图表让长期收益在经历股息和股票拆分后仍可相互比较。</p>',
      },
      ko: {
        title: '배당락일에 주가에는 무슨 일이 일어날까',
        summary: '배당락일에는 기준가격이 배당금만큼 낮아지므로, 표시되는 등락은 조정된 가격에서 시작됩니다.',
        content:
          '<p>배당락이 된 주식은 다가오는 배당을 받을 권리 없이 하루를 시작합니다. 따라서 거래소는 기준가격을 배당금만큼 낮추며, 당일 등락과 가격제한폭은 그 조정된 가격을 기준으로 계산됩니다.</p>' +
          '<p>차트는 과거 가격을 세 가지 방식으로 보여 줄 수 있습니다. 수정하지 않은 가격, 수정주가(과거 가격을 오늘 기준으로 환산), 역수정주가(이후 가격에 지급된 금액을 더해 환산)입니다. 수정 차트는 배당과 주식 분할이 있어도 장기 수익률을 비교할 수 있게 해 줍니다.</p>',
      },
    },
  },
  {
    id: 'news-hot-busy-minutes',
    category: 'hot',
    publishedAt: new Date('2026-11-03T08:00:00Z'),
    texts: {
      nl: {
        title: 'Opening en slot brengen de drukste handel van de dag',
        summary:
          'Het volume op de aandelenbeurzen volgt een U-vorm: druk na de opening, rustig rond lunchtijd en weer druk voor het slot.',
        content:
          '<p>Op een gewone handelsdag wisselt een groot deel van het volume van eigenaar in het eerste en het laatste halfuur. De volumebalken in de intradaygrafiek laten het patroon duidelijk zien: hoog om 09:00 uur in Amsterdam en Frankfurt of om 09:30 uur in New York, lager midden in de sessie en weer oplopend naar het slot.</p>' +
          '<p>Ook de koersen bewegen in die drukke perioden doorgaans meer. De lijn van de gemiddelde koers in de intradaygrafiek, gewogen naar volume, laat zien waar de meeste aandelen tijdens de sessie zijn verhandeld.</p>',
      },
      en: {
        title: 'Opening and closing minutes bring the busiest trading of the day',
        summary:
          'Volume on the stock exchanges follows a U shape: heavy after the open, quiet at lunch, heavy again before the close.',
        content:
          '<p>On an ordinary trading day, a large part of the volume changes hands in the first and the last half hour. The volume bars of the intraday chart show the pattern clearly: tall at 09:00 in Amsterdam and Frankfurt or 09:30 in New York, lower in the middle of the session, and rising again towards the close.</p>' +
          '<p>Prices also tend to move more in those busy periods. The average price line of the intraday chart, weighted by volume, shows where most shares changed hands during the session.</p>',
      },
      de: {
        title: 'Eröffnung und Schluss bringen den regsten Handel des Tages',
        summary:
          'Das Volumen an den Aktienbörsen folgt einer U-Form: lebhaft nach der Eröffnung, ruhig zur Mittagszeit, lebhaft wieder vor Handelsschluss.',
        content:
          '<p>An einem gewöhnlichen Handelstag wechselt ein großer Teil des Volumens in der ersten und der letzten halben Stunde den Besitzer. Die Volumenbalken im Intraday-Chart zeigen das Muster deutlich: hoch um 09:00 Uhr in Amsterdam und Frankfurt oder um 09:30 Uhr in New York, niedriger in der Mitte der Sitzung und zum Schluss hin wieder steigend.</p>' +
          '<p>Auch die Kurse bewegen sich in diesen lebhaften Phasen meist stärker. Die volumengewichtete Durchschnittskurslinie im Intraday-Chart zeigt, wo die meisten Aktien während der Sitzung gehandelt wurden.</p>',
      },
      'zh-Hant': {
        title: '開盤與收盤時段是一天中交易最活躍的時候',
        summary: '股市成交量呈 U 形：開盤後熱絡、午間清淡，收盤前再度熱絡。',
        content:
          '<p>在一般交易日中，相當大部分的成交量集中在開盤後與收盤前的半小時。分時圖的成交量柱清楚呈現這個型態：阿姆斯特丹與法蘭克福在 09:00、紐約在 09:30 時柱體最高，盤中較低，接近收盤時又再度升高。</p>' +
          '<p>價格在這些熱絡時段通常也波動較大。分時圖上依成交量加權的均價線，顯示盤中大多數股票在什麼價位成交。</p>',
      },
      'zh-Hans': {
        title: '开盘与收盘时段是一天中交易最活跃的时候',
        summary: '股市成交量呈 U 形：开盘后活跃、午间清淡，收盘前再度活跃。',
        content:
          '<p>在普通交易日中，相当大部分的成交量集中在开盘后和收盘前的半小时。分时图的成交量柱清楚呈现这一形态：阿姆斯特丹和法兰克福在 09:00、纽约在 09:30 时柱体最高，盘中较低，临近收盘时又再度升高。</p>' +
          '<p>价格在这些活跃时段通常也波动较大。分时图上按成交量加权的均价线，显示盘中大多数股票在什么价位成交。</p>',
      },
      ko: {
        title: '장 시작과 마감 무렵이 하루 중 가장 활발한 거래 시간',
        summary:
          '주식시장 거래량은 U자형을 그립니다. 개장 직후 활발하고, 점심 무렵 한산하며, 마감 전에 다시 활발해집니다.',
        content:
          '<p>평범한 거래일에는 거래량의 상당 부분이 첫 30분과 마지막 30분에 몰립니다. 장중 차트의 거래량 막대가 이 패턴을 잘 보여 줍니다. 암스테르담과 프랑크푸르트는 09:00, 뉴욕은 09:30에 가장 높고, 장중에는 낮아졌다가 마감이 다가오면 다시 높아집니다.</p>' +
          '<p>가격 역시 이런 활발한 시간대에 더 크게 움직이는 경향이 있습니다. 장중 차트에서 거래량으로 가중한 평균가격선은 장중 대부분의 주식이 어느 가격에서 거래되었는지 보여 줍니다.</p>',
      },
    },
  },
];
