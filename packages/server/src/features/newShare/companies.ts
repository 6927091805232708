import type { TradableMarket } from '@broker/domain';

/**
 * The companies that come to market in the sandbox. They are FICTIONAL (no real company is
 * about to list, and the sandbox must not suggest one is): names in each market's language and
 * style, codes checked against the catalogue so that no offering takes a listed stock's code.
 * Sixteen per market, taken in turn, so a company comes back at most every sixteen weeks.
 */
export interface Company {
  code: string;
  name: string;
}

export const companies: Record<TradableMarket, readonly Company[]> = {
  nl: [
    { code: 'WDWE', name: 'Waddenwind Energie' },
    { code: 'PLDS', name: 'Polderdata Systems' },
    { code: 'ZAQC', name: 'Zeeuwse Aquacultuur' },
    { code: 'BBTN', name: 'Brabant Batterijtechniek' },
    { code: 'RMWS', name: 'Rijnmond Waterstof' },
    { code: 'AFGN', name: 'Amstel Fintech Groep' },
    { code: 'VBLB', name: 'Veluwe Bio Labs' },
    { code: 'NKLG', name: 'Noordkaap Logistiek' },
    { code: 'HKRB', name: 'Hollandse Kasrobotica' },
    { code: 'TWCO', name: 'Twentse Chipontwerp' },
    { code: 'LMBV', name: 'Limburg Medische Beeldvorming' },
    { code: 'DZPK', name: 'Drentse Zonneparken' },
    { code: 'ULPF', name: 'Utrechtse Leerplatforms' },
    { code: 'FZIN', name: 'Friese Zuivelinnovatie' },
    { code: 'DDTK', name: 'Delta Dijktechniek' },
    { code: 'GGOS', name: 'Groninger Geo-opslag' },
  ],
  de: [
    { code: 'RTRB', name: 'Rheintal Robotik' },
    { code: 'SPST', name: 'Spreewald Solartechnik' },
    { code: 'BSBM', name: 'Bodensee Biomedizin' },
    { code: 'EHLG', name: 'Elbhafen Logistik' },
    { code: 'SWSN', name: 'Schwarzwald Sensorik' },
    { code: 'HZBW', name: 'Harzer Batteriewerke' },
    { code: 'RHWS', name: 'Ruhr Wasserstoff' },
    { code: 'IQSY', name: 'Isar Quantensysteme' },
    { code: 'MFPL', name: 'Main Finanzplattform' },
    { code: 'OSWK', name: 'Ostsee Windkraft' },
    { code: 'AGAT', name: 'Allgäuer Agrartechnik' },
    { code: 'MPOP', name: 'Mosel Präzisionsoptik' },
    { code: 'LZRC', name: 'Lausitzer Recycling' },
    { code: 'WSMT', name: 'Weser Medizintechnik' },
    { code: 'EGHL', name: 'Erzgebirge Halbleiter' },
    { code: 'PFSH', name: 'Pfälzer Softwarehaus' },
  ],
  usd: [
    { code: 'CQNT', name: 'Cascade Quantum' },
    { code: 'PGSC', name: 'Prairie Grid Storage' },
    { code: 'HBLT', name: 'Harborlight Therapeutics' },
    { code: 'RDOS', name: 'Redwood Orbital Systems' },
    { code: 'LKPY', name: 'Lakeshore Payments' },
    { code: 'MSFE', name: 'Mesa Fusion Energy' },
    { code: 'BWDS', name: 'Bluewater Desalination' },
    { code: 'GPRB', name: 'Granite Peak Robotics' },
    { code: 'SNSH', name: 'Sonoran Solar Holdings' },
    { code: 'APDC', name: 'Appalachian Data Centers' },
    { code: 'TDGN', name: 'Tidewater Genomics' },
    { code: 'NSLA', name: 'Northstar Logistics AI' },
    { code: 'CYCD', name: 'Canyon Cyber Defense' },
    { code: 'EVVF', name: 'Evergreen Vertical Farms' },
    { code: 'SMMI', name: 'Summit Medical Imaging' },
    { code: 'GLBC', name: 'Great Lakes Battery' },
  ],
};

/** The exchanges the offerings list on. */
export const exchanges: Record<TradableMarket, readonly string[]> = {
  nl: ['Euronext Amsterdam'],
  de: ['Frankfurter Wertpapierbörse (Xetra)'],
  usd: ['Nasdaq', 'New York Stock Exchange'],
};

/** Fictional lead banks of the sandbox's offerings. */
export const sponsors: Record<TradableMarket, readonly string[]> = {
  nl: ['Grachtenbank Corporate Finance', 'Lage Landen Securities', 'IJsselkade Capital Markets'],
  de: ['Nordhafen Bank', 'Rhein-Main Kapitalmarkt', 'Hanse Emissionshaus'],
  usd: ['Harbor Point Capital', 'Lakeside Securities', 'Pinecrest & Co.'],
};
