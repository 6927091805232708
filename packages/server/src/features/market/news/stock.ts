import type { SeedArticle } from './seedArticle.ts';

/**
 * Stock news: instrument stories. Facts about the companies (splits, dividend rhythm, what they
 * make) are public; statements about prices hold for the simulated market by its design.
 */
export const stockNews: readonly SeedArticle[] = [
  {
    id: 'news-stock-asml',
    category: 'stock',
    publishedAt: new Date('2026-11-19T07:45:00Z'),
    texts: {
      nl: {
        title: 'ASML: wat Europa’s grootste technologiebedrijf beweegt',
        summary:
          'De maker van chipmachines volgt de AEX op de voet maar met grotere uitslagen, en keert vier keer per jaar dividend uit.',
        content:
          '<p>ASML Holding, de maker van lithografiesystemen voor de chipproductie uit Veldhoven, is naar beurswaarde het grootste bedrijf in de AEX. De koers beweegt doorgaans met de index mee maar sterker, omdat de ordercyclus van de chipindustrie er eigen pieken en dalen aan toevoegt.</p>' +
          '<p>ASML keert zijn dividend in kwartaaltermijnen uit. Het detailscherm toont de waarderingsratio’s, de 52-wekenbandbreedte en de netto aankopen van buitenlandse, institutionele en particuliere beleggers.</p>',
      },
      en: {
        title: 'ASML: what moves Europe’s largest technology company',
        summary:
          'The chip-equipment maker follows the AEX closely but with larger swings, and pays a dividend four times a year.',
        content:
          '<p>ASML Holding, the Veldhoven-based maker of lithography systems for chip production, is the largest company on the AEX by market value. Its share price tends to move with the index but more strongly, as the order cycle of the chip industry adds its own ups and downs.</p>' +
          '<p>ASML pays its dividend in quarterly instalments. The stock detail screen shows its valuation ratios, its 52-week range and the net buying of foreign, institutional and individual investors.</p>',
      },
      de: {
        title: 'ASML: Was Europas größtes Technologieunternehmen bewegt',
        summary:
          'Der Hersteller von Chipmaschinen folgt dem AEX eng, aber mit größeren Ausschlägen, und zahlt viermal im Jahr eine Dividende.',
        content:
          '<p>ASML Holding, der Hersteller von Lithografiesystemen für die Chipproduktion aus Veldhoven, ist gemessen am Börsenwert das größte Unternehmen im AEX. Der Kurs bewegt sich meist mit dem Index, aber stärker, weil der Auftragszyklus der Chipindustrie eigene Hochs und Tiefs hinzufügt.</p>' +
          '<p>ASML zahlt seine Dividende in Quartalsraten. Die Detailansicht zeigt die Bewertungskennzahlen, die 52-Wochen-Spanne und die Nettokäufe ausländischer, institutioneller und privater Anleger.</p>',
      },
      'zh-Hant': {
        title: 'ASML：是什麼在推動歐洲最大的科技公司',
        summary: '這家晶片設備製造商緊跟 AEX 走勢，但波動更大，並每年分四次配發股息。',
        content:
          '<p>總部位於費爾德霍芬、生產晶片微影系統的 ASML Holding，是 AEX 中市值最大的公司。其股價通常與指數同向變動，但幅度更大，因為晶片產業的訂單週期會帶來自身的起伏。</p>' +
          '<p>ASML 按季分期配發股息。個股詳情頁顯示其估值比率、52 週價格區間，以及外資、法人與散戶的買賣超情況。</p>',
      },
      'zh-Hans': {
        title: 'ASML：是什么在推动欧洲最大的科技公司',
        summary: '这家芯片设备制造商紧跟 AEX 走势，但波动更大，并每年分四次派发股息。',
        content:
          '<p>总部位于费尔德霍芬、生产芯片光刻系统的 ASML Holding，是 AEX 中市值最大的公司。其股价通常与指数同向变动，但幅度更大，因为芯片行业的订单周期会带来自身的起伏。</p>' +
          '<p>ASML 按季度分期派发股息。个股详情页显示其估值比率、52 周价格区间，以及外资、机构和散户的净买入情况。</p>',
      },
      ko: {
        title: 'ASML: 유럽 최대 기술기업을 움직이는 것들',
        summary: '이 반도체 장비 업체는 AEX를 밀접하게 따라가지만 변동폭이 더 크며, 1년에 네 번 배당을 지급합니다.',
        content:
          '<p>펠트호번에 본사를 둔 반도체 노광 장비 업체 ASML Holding은 시가총액 기준 AEX 최대 기업입니다. 주가는 대체로 지수와 같은 방향으로 움직이지만 반도체 업계의 수주 사이클이 자체적인 등락을 더해 변동폭이 더 큽니다.</p>' +
          '<p>ASML은 배당을 분기별로 나누어 지급합니다. 종목 상세 화면에서는 밸류에이션 지표, 52주 가격 범위, 외국인·기관·개인 투자자의 순매수 현황을 볼 수 있습니다.</p>',
      },
    },
  },
  {
    id: 'news-stock-nvidia-split',
    category: 'stock',
    publishedAt: new Date('2026-11-17T14:30:00Z'),
    texts: {
      nl: {
        title: 'De tien-voor-een-splitsing van NVIDIA, twee jaar later',
        summary:
          'Sinds juni 2024 telt elk oud NVIDIA-aandeel als tien; vooraf aangepaste grafieken tonen de historie op de nieuwe basis.',
        content:
          '<p>NVIDIA splitste zijn aandelen in juni 2024 tien voor een, drie jaar na een splitsing van vier voor een. Aandeelhouders kregen voor elk aandeel negen extra aandelen, en de koers per aandeel daalde naar een tiende, zodat de waarde van elk belang gelijk bleef.</p>' +
          '<p>In een onaangepaste grafiek verschijnt de splitsing als een plotselinge daling van negentig procent. De vooraf aangepaste grafiek deelt eerdere koersen door tien, zodat de lijn zonder breuk doorloopt en rendementen over langere perioden leesbaar blijven.</p>',
      },
      en: {
        title: 'NVIDIA’s ten-for-one split, two years on',
        summary:
          'Since June 2024 every old NVIDIA share counts as ten; pre-adjusted charts show the history on the new basis.',
        content:
          '<p>NVIDIA split its shares ten-for-one in June 2024, three years after a four-for-one split. Shareholders received nine additional shares for each share they held, and the price per share fell to a tenth, leaving the value of each holding unchanged.</p>' +
          '<p>On an unadjusted chart the split shows up as a sudden drop of ninety percent. The pre-adjusted chart divides earlier prices by ten so that the line runs on without a break, which keeps returns over longer periods readable.</p>',
      },
      de: {
        title: 'NVIDIAs Aktiensplit zehn zu eins, zwei Jahre danach',
        summary:
          'Seit Juni 2024 zählt jede alte NVIDIA-Aktie als zehn; vorwärts bereinigte Charts zeigen die Historie auf der neuen Basis.',
        content:
          '<p>NVIDIA hat seine Aktien im Juni 2024 im Verhältnis zehn zu eins gesplittet, drei Jahre nach einem Split im Verhältnis vier zu eins. Aktionäre erhielten für jede gehaltene Aktie neun zusätzliche, und der Kurs je Aktie fiel auf ein Zehntel, sodass der Wert jeder Position unverändert blieb.</p>' +
          '<p>In einem unbereinigten Chart erscheint der Split als plötzlicher Rückgang um neunzig Prozent. Der vorwärts bereinigte Chart teilt frühere Kurse durch zehn, sodass die Linie ohne Bruch weiterläuft und Renditen über längere Zeiträume lesbar bleiben.</p>',
      },
      'zh-Hant': {
        title: 'NVIDIA 一拆十兩年後',
        summary: '自 2024 年 6 月起，每一股舊 NVIDIA 股票相當於十股；前復權圖表以新基準呈現歷史價格。',
        content:
          '<p>NVIDIA 於 2024 年 6 月進行一拆十的股票分割，距離前一次一拆四的分割已有三年。股東每持有一股可多獲得九股，每股價格降為原來的十分之一，持股總價值不變。</p>' +
          '<p>在不復權圖表上，分割看起來就像股價突然下跌九成。前復權圖表則將分割前的價格除以十，使走勢線連續不中斷，讓長期報酬一目了然。</p>',
      },
      'zh-Hans': {
        title: 'NVIDIA 一拆十两年后',
        summary: '自 2024 年 6 月起，每一股旧 NVIDIA 股票相当于十股；前复权图表以新基准呈现历史价格。',
        content:
          '<p>NVIDIA 于 2024 年 6 月进行一拆十的股票拆分，距离前一次一拆四的拆分已有三年。股东每持有一股可多获得九股，每股价格降为原来的十分之一，持股总价值不变。</p>' +
          '<p>在不复权图表上，拆分看起来就像股价突然下跌九成。前复权图表则将拆分前的价格除以十，使走势线连续不中断，让长期收益一目了然。</p>',
      },
      ko: {
        title: 'NVIDIA 10대 1 액면분할, 2년이 지나고',
        summary:
          '2024년 6월부터 NVIDIA 구주 1주는 10주에 해당하며, 수정주가 차트는 새 기준으로 과거 가격을 보여 줍니다.',
        content:
          '<p>NVIDIA는 4대 1 분할 3년 후인 2024년 6월 10대 1 액면분할을 실시했습니다. 주주들은 보유 주식 1주당 9주를 추가로 받았고, 주당 가격은 10분의 1로 낮아져 보유 가치는 변하지 않았습니다.</p>' +
          '<p>수정하지 않은 차트에서는 분할이 갑작스러운 90% 하락처럼 보입니다. 수정주가 차트는 이전 가격을 10으로 나누어 선이 끊기지 않고 이어지게 하므로 장기 수익률을 읽기 쉽습니다.</p>',
      },
    },
  },
  {
    id: 'news-stock-shell-dividend',
    category: 'stock',
    publishedAt: new Date('2026-11-13T08:15:00Z'),
    texts: {
      nl: {
        title: 'Shell blijft zijn dividend in vier termijnen per jaar uitkeren',
        summary:
          'Het energieconcern is een van de hoger renderende aandelen in de AEX; elke uitkering verlaagt de referentiekoers op de ex-datum.',
        content:
          '<p>Shell keert zijn dividend per kwartaal uit en is daarmee een van de stabielste inkomstenbronnen in de AEX. Op elke ex-dividenddatum wordt de referentiekoers verlaagd met het uitgekeerde bedrag, zodat de koersverandering van die dag vanaf de aangepaste koers wordt gemeten.</p>' +
          '<p>Het dividendrendement op het detailscherm telt de dividenden van de afgelopen twaalf maanden op en deelt die door de huidige koers.</p>',
      },
      en: {
        title: 'Shell keeps paying its dividend in four instalments a year',
        summary:
          'The energy group is one of the higher-yielding stocks on the AEX; each payment lowers the reference price on its ex-date.',
        content:
          '<p>Shell pays its dividend quarterly, which makes it one of the steadiest sources of income on the AEX. On each ex-dividend date the reference price is lowered by the amount paid, so the price change shown for that day is measured from the adjusted price.</p>' +
          '<p>The dividend yield on the stock detail screen adds up the dividends paid over the past twelve months and divides them by the current price.</p>',
      },
      de: {
        title: 'Shell zahlt seine Dividende weiter in vier Raten pro Jahr',
        summary:
          'Der Energiekonzern gehört zu den renditestärkeren Aktien im AEX; jede Zahlung senkt am Ex-Tag den Referenzkurs.',
        content:
          '<p>Shell zahlt seine Dividende vierteljährlich und ist damit eine der verlässlichsten Ertragsquellen im AEX. An jedem Ex-Dividenden-Tag wird der Referenzkurs um den gezahlten Betrag gesenkt, sodass die Kursveränderung dieses Tages ab dem bereinigten Kurs gemessen wird.</p>' +
          '<p>Die Dividendenrendite in der Detailansicht summiert die in den vergangenen zwölf Monaten gezahlten Dividenden und teilt sie durch den aktuellen Kurs.</p>',
      },
      'zh-Hant': {
        title: 'Shell 持續每年分四次配發股息',
        summary: '這家能源集團是 AEX 中殖利率較高的股票之一；每次配息都會在除息日調降參考價。',
        content:
          '<p>Shell 按季配發股息，是 AEX 中最穩定的收益來源之一。每逢除息日，參考價會扣除配發金額，因此當天顯示的漲跌是從調整後的價格起算。</p>' +
          '<p>個股詳情頁上的股息殖利率，是將過去十二個月配發的股息加總後，除以目前股價。</p>',
      },
      'zh-Hans': {
        title: 'Shell 继续每年分四次派发股息',
        summary: '这家能源集团是 AEX 中股息率较高的股票之一；每次派息都会在除息日下调参考价。',
        content:
          '<p>Shell 按季度派发股息，是 AEX 中最稳定的收益来源之一。每逢除息日，参考价会扣除派发金额，因此当天显示的涨跌从调整后的价格起算。</p>' +
          '<p>个股详情页上的股息率，是将过去十二个月派发的股息加总后，除以当前股价。</p>',
      },
      ko: {
        title: 'Shell, 연 4회 분할 배당 이어가',
        summary: '이 에너지 그룹은 AEX에서 배당수익률이 높은 종목 중 하나이며, 배당락일마다 기준가격이 낮아집니다.',
        content:
          '<p>Shell은 분기마다 배당을 지급해 AEX에서 가장 안정적인 수입원 중 하나로 꼽힙니다. 배당락일마다 기준가격이 지급액만큼 낮아지므로, 그날 표시되는 등락은 조정된 가격을 기준으로 계산됩니다.</p>' +
          '<p>종목 상세 화면의 배당수익률은 지난 12개월 동안 지급된 배당금을 합산해 현재 주가로 나눈 값입니다.</p>',
      },
    },
  },
  {
    id: 'news-stock-banks',
    category: 'stock',
    publishedAt: new Date('2026-11-11T09:00:00Z'),
    texts: {
      nl: {
        title: 'Bankaandelen volgen de markt, alleen sterker',
        summary: 'ING, ABN AMRO en Deutsche Bank stijgen en dalen doorgaans meer dan de AEX en de DAX.',
        content:
          '<p>Nederlandse en Duitse bankaandelen zijn gevoelig voor de economie en de rente, en ze versterken meestal de bewegingen van hun index. ING en ABN AMRO in Amsterdam en Deutsche Bank in Frankfurt winnen op sterke dagen vaak meer dan de markt en verliezen op zwakke dagen meer.</p>' +
          '<p>Beide Nederlandse banken keren hun dividend twee keer per jaar uit, als interim- en slotdividend. Hun waardering wordt vaak besproken aan de hand van de koers-boekwaardeverhouding, die het detailscherm toont.</p>',
      },
      en: {
        title: 'Bank shares follow the market, only more so',
        summary: 'ING, ABN AMRO and Deutsche Bank tend to rise and fall more than the AEX and the DAX.',
        content:
          '<p>Dutch and German bank shares are sensitive to the economy and to interest rates, and they usually amplify the moves of their index. ING and ABN AMRO in Amsterdam and Deutsche Bank in Frankfurt often gain more than the market on strong days and lose more on weak ones.</p>' +
          '<p>Both Dutch banks pay their dividends twice a year, as an interim and a final dividend. Their valuation is often discussed in terms of the price-to-book ratio, which the stock detail screen shows.</p>',
      },
      de: {
        title: 'Bankaktien folgen dem Markt, nur stärker',
        summary: 'ING, ABN AMRO und die Deutsche Bank steigen und fallen meist stärker als AEX und DAX.',
        content:
          '<p>Niederländische und deutsche Bankaktien reagieren empfindlich auf Konjunktur und Zinsen und verstärken meist die Bewegungen ihres Index. ING und ABN AMRO in Amsterdam sowie die Deutsche Bank in Frankfurt gewinnen an starken Tagen oft mehr als der Markt und verlieren an schwachen Tagen mehr.</p>' +
          '<p>Beide niederländischen Banken zahlen ihre Dividende zweimal im Jahr, als Zwischen- und Schlussdividende. Ihre Bewertung wird oft am Kurs-Buchwert-Verhältnis gemessen, das die Detailansicht zeigt.</p>',
      },
      'zh-Hant': {
        title: '銀行股跟隨大盤，但幅度更大',
        summary: 'ING、ABN AMRO 與 Deutsche Bank 的漲跌幅通常大於 AEX 與 DAX。',
        content:
          '<p>荷蘭與德國的銀行股對景氣與利率相當敏感，通常會放大所屬指數的走勢。阿姆斯特丹的 ING 與 ABN AMRO、法蘭克福的 Deutsche Bank，在強勢的日子往往漲得比大盤多，在疲弱的日子則跌得更多。</p>' +
          '<p>兩家荷蘭銀行每年配息兩次，分為期中股息與期末股息。市場常以股價淨值比評估其價值，個股詳情頁上即有顯示。</p>',
      },
      'zh-Hans': {
        title: '银行股跟随大盘，但幅度更大',
        summary: 'ING、ABN AMRO 和 Deutsche Bank 的涨跌幅通常大于 AEX 和 DAX。',
        content:
          '<p>荷兰和德国的银行股对经济和利率相当敏感，通常会放大所属指数的走势。阿姆斯特丹的 ING 和 ABN AMRO、法兰克福的 Deutsche Bank，在强势的日子往往涨得比大盘多，在疲软的日子则跌得更多。</p>' +
          '<p>两家荷兰银行每年派息两次，分为中期股息和末期股息。市场常以市净率评估其估值，个股详情页上即有显示。</p>',
      },
      ko: {
        title: '은행주, 시장을 따르되 더 크게 움직인다',
        summary: 'ING, ABN AMRO, Deutsche Bank는 AEX와 DAX보다 더 크게 오르내리는 경향이 있습니다.',
        content:
          '<p>네덜란드와 독일의 은행주는 경기와 금리에 민감하며, 보통 소속 지수의 움직임을 증폭합니다. 암스테르담의 ING와 ABN AMRO, 프랑크푸르트의 Deutsche Bank는 강세장에서 시장보다 더 오르고 약세장에서 더 내리는 경우가 많습니다.</p>' +
          '<p>두 네덜란드 은행은 중간배당과 기말배당으로 1년에 두 번 배당을 지급합니다. 이들의 밸류에이션은 흔히 주가순자산비율(PBR)로 논의되며, 종목 상세 화면에서 확인할 수 있습니다.</p>',
      },
    },
  },
  {
    id: 'news-stock-sap',
    category: 'stock',
    publishedAt: new Date('2026-11-09T07:30:00Z'),
    texts: {
      nl: {
        title: 'SAP: het softwarezwaargewicht van de DAX',
        summary:
          'Het waardevolste beursgenoteerde bedrijf van Duitsland weegt zwaar in de DAX en keert na de aandeelhoudersvergadering één keer per jaar dividend uit.',
        content:
          '<p>SAP, de maker van bedrijfssoftware uit Walldorf, is naar beurswaarde het grootste bedrijf in de DAX, waardoor zijn koersbewegingen zwaar op de index drukken. Zoals de meeste Duitse bedrijven keert SAP één keer per jaar dividend uit, kort na de jaarlijkse aandeelhoudersvergadering in mei.</p>' +
          '<p>De handel op Xetra loopt op werkdagen van 09:00 tot 17:30 uur Frankfurtse tijd. Buiten die uren toont de koers het laatste slot.</p>',
      },
      en: {
        title: 'SAP: the software heavyweight of the DAX',
        summary:
          'Germany’s most valuable listed company carries a large weight in the DAX and pays one dividend a year after its AGM.',
        content:
          '<p>SAP, the Walldorf-based maker of business software, is the largest company in the DAX by market value, so its moves weigh heavily on the index. Like most German companies, it pays a single dividend a year, shortly after its annual general meeting in May.</p>' +
          '<p>Xetra trading runs from 09:00 to 17:30 Frankfurt time on weekdays. Outside those hours the quote shows the last closing price.</p>',
      },
      de: {
        title: 'SAP: das Software-Schwergewicht im DAX',
        summary:
          'Deutschlands wertvollstes börsennotiertes Unternehmen hat ein großes Gewicht im DAX und zahlt einmal im Jahr nach der Hauptversammlung eine Dividende.',
        content:
          '<p>SAP, der Walldorfer Hersteller von Unternehmenssoftware, ist gemessen am Börsenwert das größte Unternehmen im DAX, seine Kursbewegungen wiegen daher schwer im Index. Wie die meisten deutschen Unternehmen zahlt SAP einmal im Jahr eine Dividende, kurz nach der Hauptversammlung im Mai.</p>' +
          '<p>Der Xetra-Handel läuft werktags von 09:00 bis 17:30 Uhr Frankfurter Zeit. Außerhalb dieser Zeiten zeigt der Kurs den letzten Schlusskurs.</p>',
      },
      'zh-Hant': {
        title: 'SAP：DAX 中的軟體重量級企業',
        summary: '這家德國市值最高的上市公司在 DAX 中占有重要權重，每年在股東大會後配息一次。',
        content:
          '<p>總部位於瓦爾多夫的企業軟體商 SAP 是 DAX 中市值最大的公司，因此其股價變動對指數影響甚鉅。與多數德國企業一樣，SAP 每年只配息一次，時間就在 5 月股東常會之後不久。</p>' +
          '<p>Xetra 的交易時間為平日法蘭克福時間 09:00 至 17:30。非交易時段，報價顯示最近一次的收盤價。</p>',
      },
      'zh-Hans': {
        title: 'SAP：DAX 中的软件重量级企业',
        summary: '这家德国市值最高的上市公司在 DAX 中占有重要权重，每年在股东大会后派息一次。',
        content:
          '<p>总部位于瓦尔多夫的企业软件商 SAP 是 DAX 中市值最大的公司，因此其股价变动对指数影响很大。与多数德国企业一样，SAP 每年只派息一次，时间就在 5 月股东大会之后不久。</p>' +
          '<p>Xetra 的交易时间为工作日法兰克福时间 09:00 至 17:30。非交易时段，报价显示最近一次的收盘价。</p>',
      },
      ko: {
        title: 'SAP: DAX의 소프트웨어 대표주',
        summary: '독일에서 시가총액이 가장 큰 상장사로 DAX에서 비중이 크며, 주주총회 후 1년에 한 번 배당을 지급합니다.',
        content:
          '<p>발도르프에 본사를 둔 기업용 소프트웨어 업체 SAP은 시가총액 기준 DAX 최대 기업으로, 주가 움직임이 지수에 큰 영향을 줍니다. 대부분의 독일 기업처럼 SAP도 5월 정기 주주총회 직후 1년에 한 번 배당을 지급합니다.</p>' +
          '<p>Xetra 거래 시간은 평일 프랑크푸르트 시간 09:00부터 17:30까지입니다. 거래 시간 외에는 마지막 종가가 표시됩니다.</p>',
      },
    },
  },
  {
    id: 'news-stock-netflix-split',
    category: 'stock',
    publishedAt: new Date('2026-11-05T15:00:00Z'),
    texts: {
      nl: {
        title: 'Een jaar na de tien-voor-een-splitsing van Netflix',
        summary:
          'Netflix splitste zijn aandelen in november 2025 tien voor een; vooraf aangepaste grafieken tonen de historie op de nieuwe basis.',
        content:
          '<p>Netflix splitste zijn aandelen in november 2025 tien voor een, de eerste splitsing in meer dan tien jaar. Volgens het bedrijf moest dat de aandelen toegankelijker maken voor werknemers die deelnemen aan het optieprogramma.</p>' +
          '<p>Een splitsing verandert het aantal aandelen, niet de waarde van het bedrijf. Vooraf aangepaste grafieken delen alle koersen van vóór de splitsing door tien, zodat de langetermijntrend zonder sprong te lezen is.</p>',
      },
      en: {
        title: 'One year since Netflix’s ten-for-one split',
        summary:
          'Netflix split its shares ten-for-one in November 2025; pre-adjusted charts show its history on the new basis.',
        content:
          '<p>Netflix split its stock ten-for-one in November 2025, its first split in more than a decade. The company said the move would make its shares more accessible to employees taking part in its stock option programme.</p>' +
          '<p>A split changes the number of shares, not the value of the company. Pre-adjusted charts divide all prices before the split by ten, so the long-term trend can be read without the jump.</p>',
      },
      de: {
        title: 'Ein Jahr nach dem Zehn-zu-eins-Split von Netflix',
        summary:
          'Netflix hat seine Aktien im November 2025 im Verhältnis zehn zu eins gesplittet; vorwärts bereinigte Charts zeigen die Historie auf der neuen Basis.',
        content:
          '<p>Netflix hat seine Aktien im November 2025 im Verhältnis zehn zu eins gesplittet, der erste Split seit mehr als zehn Jahren. Nach Angaben des Unternehmens sollte der Schritt die Aktien für Beschäftigte im Aktienoptionsprogramm zugänglicher machen.</p>' +
          '<p>Ein Split verändert die Zahl der Aktien, nicht den Wert des Unternehmens. Vorwärts bereinigte Charts teilen alle Kurse vor dem Split durch zehn, sodass sich der langfristige Trend ohne Sprung ablesen lässt.</p>',
      },
      'zh-Hant': {
        title: 'Netflix 一拆十屆滿一年',
        summary: 'Netflix 於 2025 年 11 月進行一拆十的股票分割；前復權圖表以新基準呈現其歷史價格。',
        content:
          '<p>Netflix 於 2025 年 11 月進行一拆十的股票分割，為十多年來首次分割。公司表示，此舉是為了讓參與員工認股權計畫的員工更容易持有股票。</p>' +
          '<p>股票分割改變的是股數，而非公司價值。前復權圖表會將分割前的所有價格除以十，讓長期趨勢不受跳空干擾。</p>',
      },
      'zh-Hans': {
        title: 'Netflix 一拆十满一年',
        summary: 'Netflix 于 2025 年 11 月进行一拆十的股票拆分；前复权图表以新基准呈现其历史价格。',
        content:
          '<p>Netflix 于 2025 年 11 月进行一拆十的股票拆分，为十多年来首次拆分。公司表示，此举是为了让参与股票期权计划的员工更容易持有股票。</p>' +
          '<p>股票拆分改变的是股数，而非公司价值。前复权图表会将拆分前的所有价格除以十，让长期趋势不受跳空干扰。</p>',
      },
      ko: {
        title: 'Netflix 10대 1 액면분할 1년',
        summary:
          'Netflix는 2025년 11월 10대 1 액면분할을 실시했으며, 수정주가 차트는 새 기준으로 과거 가격을 보여 줍니다.',
        content:
          '<p>Netflix는 2025년 11월 10년여 만에 처음으로 10대 1 액면분할을 실시했습니다. 회사는 이번 조치로 스톡옵션 프로그램에 참여하는 직원들이 주식을 더 쉽게 보유할 수 있게 될 것이라고 밝혔습니다.</p>' +
          '<p>액면분할은 주식 수를 바꿀 뿐 회사의 가치를 바꾸지 않습니다. 수정주가 차트는 분할 이전의 모든 가격을 10으로 나누어, 급락처럼 보이는 구간 없이 장기 추세를 읽을 수 있게 해 줍니다.</p>',
      },
    },
  },
  {
    id: 'news-stock-otc-adrs',
    category: 'stock',
    publishedAt: new Date('2026-11-04T14:45:00Z'),
    texts: {
      nl: {
        title: 'Nestlé, Roche en Tencent in dollars: het over-the-counterbord',
        summary:
          'American depositary receipts van buitenlandse bedrijven worden tijdens de Amerikaanse handelsuren over the counter verhandeld in New York.',
        content:
          '<p>Het tabblad over-the-counter toont American depositary receipts (ADR’s) van grote buitenlandse bedrijven zoals Nestlé, Roche, Tencent, Nintendo en LVMH. Een ADR vertegenwoordigt aandelen van het buitenlandse bedrijf en wordt in Amerikaanse dollars genoteerd.</p>' +
          '<p>ADR’s worden verhandeld tijdens de Amerikaanse handelsuren, van 09:30 tot 16:00 uur New Yorkse tijd, dus hun koers weerspiegelt ook bewegingen op de thuismarkt en in de wisselkoers sinds die markt sloot.</p>',
      },
      en: {
        title: 'Nestlé, Roche and Tencent in dollars: the over-the-counter board',
        summary:
          'American depositary receipts of foreign companies trade over the counter in New York during US hours.',
        content:
          '<p>The over-the-counter tab lists American depositary receipts (ADRs) of large foreign companies such as Nestlé, Roche, Tencent, Nintendo and LVMH. An ADR represents shares of the foreign company and is quoted in US dollars.</p>' +
          '<p>ADRs trade during US hours, 09:30 to 16:00 New York time, so their price also reflects moves in the home market and in the exchange rate since that market closed.</p>',
      },
      de: {
        title: 'Nestlé, Roche und Tencent in Dollar: der außerbörsliche Handel',
        summary:
          'American Depositary Receipts ausländischer Unternehmen werden während der US-Handelszeiten in New York außerbörslich gehandelt.',
        content:
          '<p>Der Reiter außerbörslich listet American Depositary Receipts (ADRs) großer ausländischer Unternehmen wie Nestlé, Roche, Tencent, Nintendo und LVMH. Ein ADR verbrieft Aktien des ausländischen Unternehmens und wird in US-Dollar notiert.</p>' +
          '<p>ADRs werden während der US-Handelszeiten von 09:30 bis 16:00 Uhr New Yorker Zeit gehandelt, ihr Kurs spiegelt daher auch Bewegungen am Heimatmarkt und beim Wechselkurs seit dessen Handelsschluss wider.</p>',
      },
      'zh-Hant': {
        title: '以美元報價的 Nestlé、Roche 與 Tencent：場外交易板',
        summary: '外國企業的美國存託憑證在美國交易時段於紐約進行場外交易。',
        content:
          '<p>場外交易分頁列出 Nestlé、Roche、Tencent、Nintendo 與 LVMH 等大型外國企業的美國存託憑證（ADR）。一張 ADR 代表該外國企業的股份，並以美元報價。</p>' +
          '<p>ADR 於美國交易時段、紐約時間 09:30 至 16:00 交易，因此其價格也反映了母國市場收盤後，當地股價與匯率的變動。</p>',
      },
      'zh-Hans': {
        title: '以美元报价的 Nestlé、Roche 和 Tencent：场外交易板',
        summary: '外国企业的美国存托凭证在美国交易时段于纽约进行场外交易。',
        content:
          '<p>场外交易标签页列出 Nestlé、Roche、Tencent、Nintendo 和 LVMH 等大型外国企业的美国存托凭证（ADR）。一份 ADR 代表该外国企业的股份，并以美元报价。</p>' +
          '<p>ADR 在美国交易时段、纽约时间 09:30 至 16:00 交易，因此其价格也反映了本国市场收盘后，当地股价和汇率的变动。</p>',
      },
      ko: {
        title: '달러로 거래되는 Nestlé, Roche, Tencent: 장외 게시판',
        summary: '외국 기업의 미국 예탁증서가 미국 거래 시간에 뉴욕 장외시장에서 거래됩니다.',
        content:
          '<p>장외 탭에는 Nestlé, Roche, Tencent, Nintendo, LVMH 같은 대형 외국 기업의 미국 예탁증서(ADR)가 있습니다. ADR은 해당 외국 기업의 주식을 대표하며 미국 달러로 호가됩니다.</p>' +
          '<p>ADR은 뉴욕 시간 09:30부터 16:00까지 미국 거래 시간에 거래되므로, 가격에는 본국 시장이 마감된 뒤의 현지 주가와 환율 변동도 반영됩니다.</p>',
      },
    },
  },
  {
    id: 'news-stock-bitcoin-ether',
    category: 'stock',
    publishedAt: new Date('2026-11-02T11:00:00Z'),
    texts: {
      nl: {
        title: 'Bitcoin en Ether voeren het cryptotabblad aan',
        summary:
          'De twee grootste cryptomunten geven de toon aan voor de andere paren, die doorgaans dezelfde kant op bewegen maar verder.',
        content:
          '<p>Bitcoin en Ether zijn de grootste paren op het tabblad digitale valuta, genoteerd in USDT. Kleinere munten zoals Solana, XRP, Dogecoin en Cardano bewegen meestal dezelfde kant op als Bitcoin, maar met grotere uitslagen.</p>' +
          '<p>Cryptokoersen in deze app zijn alleen ter informatie: de paren kunnen aan de volglijst worden toegevoegd en in een grafiek worden bekeken, maar niet worden verhandeld.</p>',
      },
      en: {
        title: 'Bitcoin and Ether lead the crypto tab',
        summary:
          'The two largest crypto assets set the tone for the other pairs, which tend to move in the same direction but further.',
        content:
          '<p>Bitcoin and Ether are the largest pairs on the digital currency tab, quoted in USDT. Smaller coins such as Solana, XRP, Dogecoin and Cardano usually move in the same direction as Bitcoin, but with larger swings.</p>' +
          '<p>Crypto quotes in this app are for information only: the pairs can be added to the watchlist and charted, but not traded.</p>',
      },
      de: {
        title: 'Bitcoin und Ether führen den Krypto-Reiter an',
        summary:
          'Die beiden größten Kryptowerte geben den Ton für die übrigen Paare an, die sich meist in dieselbe Richtung bewegen, nur stärker.',
        content:
          '<p>Bitcoin und Ether sind die größten Paare im Reiter Digitalwährungen, notiert in USDT. Kleinere Coins wie Solana, XRP, Dogecoin und Cardano bewegen sich meist in dieselbe Richtung wie Bitcoin, jedoch mit größeren Ausschlägen.</p>' +
          '<p>Kryptokurse dienen in dieser App nur der Information: Die Paare lassen sich auf die Beobachtungsliste setzen und im Chart ansehen, aber nicht handeln.</p>',
      },
      'zh-Hant': {
        title: 'Bitcoin 與 Ether 領銜加密貨幣分頁',
        summary: '兩大加密資產為其他交易對定調，其他交易對通常同向變動，但幅度更大。',
        content:
          '<p>Bitcoin 與 Ether 是數位貨幣分頁中最大的交易對，以 USDT 報價。Solana、XRP、Dogecoin 與 Cardano 等較小的幣種通常與 Bitcoin 同向變動，但波動更大。</p>' +
          '<p>本應用程式中的加密貨幣報價僅供參考：交易對可加入自選清單並查看圖表，但無法交易。</p>',
      },
      'zh-Hans': {
        title: 'Bitcoin 和 Ether 领衔加密货币标签页',
        summary: '两大加密资产为其他交易对定调，其他交易对通常同向变动，但幅度更大。',
        content:
          '<p>Bitcoin 和 Ether 是数字货币标签页中最大的交易对，以 USDT 报价。Solana、XRP、Dogecoin 和 Cardano 等较小的币种通常与 Bitcoin 同向变动，但波动更大。</p>' +
          '<p>本应用中的加密货币报价仅供参考：交易对可加入自选列表并查看图表，但无法交易。</p>',
      },
      ko: {
        title: 'Bitcoin과 Ether, 암호화폐 탭을 이끌다',
        summary: '두 최대 암호자산이 다른 페어의 흐름을 좌우하며, 다른 페어는 대체로 같은 방향으로 더 크게 움직입니다.',
        content:
          '<p>Bitcoin과 Ether는 디지털 화폐 탭에서 가장 큰 페어로, USDT로 호가됩니다. Solana, XRP, Dogecoin, Cardano 같은 소형 코인은 대개 Bitcoin과 같은 방향으로 움직이지만 변동폭이 더 큽니다.</p>' +
          '<p>이 앱의 암호화폐 시세는 참고용입니다. 페어를 관심 종목에 추가하고 차트를 볼 수는 있지만 거래할 수는 없습니다.</p>',
      },
    },
  },
];
