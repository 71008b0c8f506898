/**
 * Invented but realistic material for the sample-letter corpus (corpus.ts): the Finanzämter of all
 * 16 Länder with their Land's Steuernummer notation and the 13-digit ELSTER form, names, streets,
 * Steuer-IDs with a valid check digit, IBANs, German dates and amounts. Nothing here is a real
 * person's data: names and addresses are combined at random, Steuer-IDs are drawn at random.
 */

/** The Länder as two-letter codes (as src/shared/deadlines/engine.ts `GERMAN_STATES`). */
export type StateCode = 'BW' | 'BY' | 'BE' | 'BB' | 'HB' | 'HH' | 'HE' | 'MV' | 'NI' | 'NW' | 'RP' | 'SL' | 'SN' | 'ST' | 'SH' | 'TH';

export interface Finanzamt {
  /** As printed in the letterhead, e.g. 'Finanzamt München'. */
  name: string;
  state: StateCode;
  /** The Finanzamt part of the Steuernummer (2 or 3 digits, as the Land writes it). */
  fa: string;
  city: string;
  /** Postcodes of the city (the Finanzamt's is the first). */
  plz: string[];
  /** Telephone area code. */
  area: string;
}

/** Deutsche Bundesbank branch code (BLZ) of each Land's Finanzkasse account, and the branch city. */
const BUNDESBANK: Record<StateCode, { blz: string; city: string }> = {
  BW: { blz: '60000000', city: 'Stuttgart' },
  BY: { blz: '70000000', city: 'München' },
  BE: { blz: '10000000', city: 'Berlin' },
  BB: { blz: '16000000', city: 'Potsdam' },
  HB: { blz: '29000000', city: 'Bremen' },
  HH: { blz: '20000000', city: 'Hamburg' },
  HE: { blz: '50000000', city: 'Frankfurt am Main' },
  MV: { blz: '13000000', city: 'Rostock' },
  NI: { blz: '25000000', city: 'Hannover' },
  NW: { blz: '30000000', city: 'Düsseldorf' },
  RP: { blz: '55000000', city: 'Mainz' },
  SL: { blz: '59000000', city: 'Saarbrücken' },
  SN: { blz: '85000000', city: 'Dresden' },
  ST: { blz: '81000000', city: 'Magdeburg' },
  SH: { blz: '21000000', city: 'Kiel' },
  TH: { blz: '82000000', city: 'Erfurt' },
};

const fa = (state: StateCode, name: string, faNo: string, city: string, plz: string[], area: string): Finanzamt => ({ name, state, fa: faNo, city, plz, area });

/** Finanzämter by Land (names as the Länder use them; numbers plausible for the Land's scheme). */
export const FINANZAEMTER: Finanzamt[] = [
  fa('BW', 'Finanzamt Stuttgart I', '99', 'Stuttgart', ['70173', '70176', '70190', '70469'], '0711'),
  fa('BW', 'Finanzamt Karlsruhe-Stadt', '34', 'Karlsruhe', ['76133', '76131', '76137'], '0721'),
  fa('BW', 'Finanzamt Mannheim-Neckarstadt', '37', 'Mannheim', ['68161', '68165', '68169'], '0621'),
  fa('BW', 'Finanzamt Freiburg-Stadt', '29', 'Freiburg im Breisgau', ['79098', '79102', '79106'], '0761'),
  fa('BW', 'Finanzamt Heidelberg', '32', 'Heidelberg', ['69115', '69117', '69120'], '06221'),
  fa('BY', 'Finanzamt München', '143', 'München', ['80335', '80469', '80797', '81541'], '089'),
  fa('BY', 'Finanzamt München I', '144', 'München', ['80333', '80336', '80539'], '089'),
  fa('BY', 'Finanzamt Nürnberg-Nord', '241', 'Nürnberg', ['90408', '90402', '90419'], '0911'),
  fa('BY', 'Finanzamt Augsburg-Stadt', '103', 'Augsburg', ['86150', '86152', '86159'], '0821'),
  fa('BY', 'Finanzamt Regensburg', '244', 'Regensburg', ['93047', '93049', '93053'], '0941'),
  fa('BY', 'Finanzamt Würzburg', '257', 'Würzburg', ['97070', '97072', '97074'], '0931'),
  fa('BE', 'Finanzamt Charlottenburg', '27', 'Berlin', ['10585', '10627', '14059'], '030'),
  fa('BE', 'Finanzamt Friedrichshain-Kreuzberg', '14', 'Berlin', ['10243', '10961', '10997'], '030'),
  fa('BE', 'Finanzamt Pankow/Weißensee', '35', 'Berlin', ['13187', '13086', '13189'], '030'),
  fa('BE', 'Finanzamt Steglitz', '24', 'Berlin', ['12163', '12165', '12169'], '030'),
  fa('BE', 'Finanzamt Berlin Mitte/Tiergarten', '30', 'Berlin', ['10117', '10557', '10785'], '030'),
  fa('BB', 'Finanzamt Potsdam', '046', 'Potsdam', ['14467', '14469', '14482'], '0331'),
  fa('BB', 'Finanzamt Cottbus', '056', 'Cottbus', ['03046', '03048', '03050'], '0355'),
  fa('BB', 'Finanzamt Frankfurt (Oder)', '061', 'Frankfurt (Oder)', ['15230', '15232', '15234'], '0335'),
  fa('BB', 'Finanzamt Oranienburg', '053', 'Oranienburg', ['16515', '16540'], '03301'),
  fa('HB', 'Finanzamt Bremen', '60', 'Bremen', ['28195', '28199', '28203', '28209'], '0421'),
  fa('HB', 'Finanzamt Bremerhaven', '75', 'Bremerhaven', ['27568', '27570', '27576'], '0471'),
  fa('HH', 'Finanzamt Hamburg-Altona', '02', 'Hamburg', ['22765', '22767', '22763'], '040'),
  fa('HH', 'Finanzamt Hamburg-Nord', '43', 'Hamburg', ['22297', '22299', '22301'], '040'),
  fa('HH', 'Finanzamt Hamburg-Eimsbüttel', '57', 'Hamburg', ['20253', '20255', '20259'], '040'),
  fa('HH', 'Finanzamt Hamburg-Harburg', '48', 'Hamburg', ['21073', '21075', '21077'], '040'),
  fa('HE', 'Finanzamt Frankfurt am Main III', '47', 'Frankfurt am Main', ['60313', '60316', '60322', '60594'], '069'),
  fa('HE', 'Finanzamt Frankfurt am Main II', '45', 'Frankfurt am Main', ['60308', '60311', '60325'], '069'),
  fa('HE', 'Finanzamt Wiesbaden I', '40', 'Wiesbaden', ['65185', '65187', '65189'], '0611'),
  fa('HE', 'Finanzamt Kassel I', '26', 'Kassel', ['34117', '34119', '34121'], '0561'),
  fa('HE', 'Finanzamt Darmstadt', '07', 'Darmstadt', ['64283', '64285', '64289'], '06151'),
  fa('MV', 'Finanzamt Rostock', '079', 'Rostock', ['18055', '18057', '18069'], '0381'),
  fa('MV', 'Finanzamt Schwerin', '090', 'Schwerin', ['19053', '19055', '19061'], '0385'),
  fa('MV', 'Finanzamt Greifswald', '084', 'Greifswald', ['17489', '17491', '17493'], '03834'),
  fa('MV', 'Finanzamt Neubrandenburg', '072', 'Neubrandenburg', ['17033', '17034', '17036'], '0395'),
  fa('NI', 'Finanzamt Hannover-Nord', '25', 'Hannover', ['30161', '30163', '30165', '30169'], '0511'),
  fa('NI', 'Finanzamt Braunschweig-Altewiekring', '13', 'Braunschweig', ['38102', '38104', '38106'], '0531'),
  fa('NI', 'Finanzamt Osnabrück-Stadt', '66', 'Osnabrück', ['49074', '49076', '49078'], '0541'),
  fa('NI', 'Finanzamt Oldenburg (Oldb)', '64', 'Oldenburg', ['26121', '26122', '26123'], '0441'),
  fa('NI', 'Finanzamt Göttingen', '20', 'Göttingen', ['37073', '37075', '37077'], '0551'),
  fa('NW', 'Finanzamt Düsseldorf-Mitte', '133', 'Düsseldorf', ['40210', '40211', '40215', '40477'], '0211'),
  fa('NW', 'Finanzamt Köln-Altstadt', '214', 'Köln', ['50667', '50670', '50672', '50733'], '0221'),
  fa('NW', 'Finanzamt Dortmund-Ost', '317', 'Dortmund', ['44135', '44137', '44141'], '0231'),
  fa('NW', 'Finanzamt Essen-Süd', '112', 'Essen', ['45127', '45128', '45130'], '0201'),
  fa('NW', 'Finanzamt Münster-Innenstadt', '337', 'Münster', ['48143', '48145', '48147'], '0251'),
  fa('NW', 'Finanzamt Bonn-Innenstadt', '205', 'Bonn', ['53111', '53113', '53115'], '0228'),
  fa('NW', 'Finanzamt Bergisch Gladbach', '204', 'Bergisch Gladbach', ['51465', '51469'], '02202'),
  fa('RP', 'Finanzamt Mainz', '26', 'Mainz', ['55116', '55118', '55122'], '06131'),
  fa('RP', 'Finanzamt Koblenz', '22', 'Koblenz', ['56068', '56070', '56073'], '0261'),
  fa('RP', 'Finanzamt Trier', '43', 'Trier', ['54290', '54292', '54294'], '0651'),
  fa('RP', 'Finanzamt Kaiserslautern', '19', 'Kaiserslautern', ['67655', '67657', '67659'], '0631'),
  fa('SL', 'Finanzamt Saarbrücken Am Stadtgraben', '040', 'Saarbrücken', ['66111', '66113', '66117'], '0681'),
  fa('SL', 'Finanzamt Saarlouis', '055', 'Saarlouis', ['66740'], '06831'),
  fa('SL', 'Finanzamt Neunkirchen', '030', 'Neunkirchen', ['66538', '66539'], '06821'),
  fa('SL', 'Finanzamt Homburg', '020', 'Homburg', ['66424'], '06841'),
  fa('SN', 'Finanzamt Dresden-Nord', '202', 'Dresden', ['01097', '01099', '01127'], '0351'),
  fa('SN', 'Finanzamt Leipzig II', '232', 'Leipzig', ['04109', '04155', '04277'], '0341'),
  fa('SN', 'Finanzamt Chemnitz-Süd', '214', 'Chemnitz', ['09111', '09119', '09126'], '0371'),
  fa('SN', 'Finanzamt Zwickau-Stadt', '227', 'Zwickau', ['08056', '08058', '08060'], '0375'),
  fa('ST', 'Finanzamt Magdeburg', '102', 'Magdeburg', ['39104', '39106', '39108'], '0391'),
  fa('ST', 'Finanzamt Halle (Saale)', '110', 'Halle (Saale)', ['06108', '06110', '06114'], '0345'),
  fa('ST', 'Finanzamt Dessau-Roßlau', '114', 'Dessau-Roßlau', ['06842', '06844', '06846'], '0340'),
  fa('ST', 'Finanzamt Stendal', '106', 'Stendal', ['39576'], '03931'),
  fa('SH', 'Finanzamt Kiel', '20', 'Kiel', ['24103', '24105', '24114'], '0431'),
  fa('SH', 'Finanzamt Lübeck', '22', 'Lübeck', ['23552', '23554', '23560'], '0451'),
  fa('SH', 'Finanzamt Flensburg', '15', 'Flensburg', ['24937', '24939', '24941'], '0461'),
  fa('SH', 'Finanzamt Neumünster', '21', 'Neumünster', ['24534', '24536', '24539'], '04321'),
  fa('TH', 'Finanzamt Erfurt', '151', 'Erfurt', ['99084', '99085', '99089'], '0361'),
  fa('TH', 'Finanzamt Jena', '162', 'Jena', ['07743', '07745', '07747'], '03641'),
  fa('TH', 'Finanzamt Gera', '159', 'Gera', ['07545', '07546', '07548'], '0365'),
  fa('TH', 'Finanzamt Gotha', '156', 'Gotha', ['99867'], '03621'),
];

/**
 * More Finanzämter, named after a city district, a part of a Land or a number as their letterheads
 * print them ('Finanzamt Köln-Süd', 'Finanzamt Stuttgart II', 'Finanzamt Frankfurt am Main V-Höchst'):
 * the sixth set draws half its letters' offices from here (corpus.ts), so that the other sets keep theirs.
 */
export const FINANZAEMTER_SIXTH: Finanzamt[] = [
  fa('BW', 'Finanzamt Stuttgart II', '93', 'Stuttgart', ['70178', '70180', '70199'], '0711'),
  fa('BW', 'Finanzamt Ulm', '90', 'Ulm', ['89073', '89075', '89077'], '0731'),
  fa('BY', 'Finanzamt Nürnberg-Süd', '240', 'Nürnberg', ['90443', '90459', '90461'], '0911'),
  fa('BY', 'Finanzamt Fürth', '218', 'Fürth', ['90762', '90763', '90765'], '0911'),
  fa('BY', 'Finanzamt Ingolstadt', '124', 'Ingolstadt', ['85049', '85051', '85055'], '0841'),
  fa('BE', 'Finanzamt Neukölln', '16', 'Berlin', ['12043', '12047', '12051'], '030'),
  fa('BE', 'Finanzamt Spandau', '25', 'Berlin', ['13581', '13583', '13585'], '030'),
  fa('BE', 'Finanzamt Tempelhof', '21', 'Berlin', ['12099', '12101', '12103'], '030'),
  fa('BB', 'Finanzamt Brandenburg', '051', 'Brandenburg an der Havel', ['14770', '14772', '14776'], '03381'),
  fa('BB', 'Finanzamt Königs Wusterhausen', '047', 'Königs Wusterhausen', ['15711', '15713'], '03375'),
  fa('HB', 'Finanzamt Bremen-Nord', '73', 'Bremen', ['28755', '28757', '28759'], '0421'),
  fa('HH', 'Finanzamt Hamburg-Wandsbek', '50', 'Hamburg', ['22041', '22043', '22047'], '040'),
  fa('HH', 'Finanzamt Hamburg-Bergedorf', '46', 'Hamburg', ['21029', '21031', '21033'], '040'),
  fa('HH', 'Finanzamt Hamburg-Barmbek-Uhlenhorst', '41', 'Hamburg', ['22081', '22083', '22085'], '040'),
  fa('HE', 'Finanzamt Offenbach am Main-Stadt', '35', 'Offenbach am Main', ['63065', '63067', '63069'], '069'),
  fa('HE', 'Finanzamt Gießen', '20', 'Gießen', ['35390', '35392', '35394'], '0641'),
  fa('HE', 'Finanzamt Frankfurt am Main V-Höchst', '48', 'Frankfurt am Main', ['65929', '65931', '65933'], '069'),
  fa('MV', 'Finanzamt Stralsund', '082', 'Stralsund', ['18435', '18437', '18439'], '03831'),
  fa('MV', 'Finanzamt Wismar', '081', 'Wismar', ['23966', '23968', '23970'], '03841'),
  fa('NI', 'Finanzamt Hannover-Land I', '24', 'Hannover', ['30453', '30455', '30459'], '0511'),
  fa('NI', 'Finanzamt Lüneburg', '40', 'Lüneburg', ['21335', '21337', '21339'], '04131'),
  fa('NI', 'Finanzamt Wolfsburg', '19', 'Wolfsburg', ['38440', '38442', '38444'], '05361'),
  fa('NW', 'Finanzamt Köln-Süd', '219', 'Köln', ['50677', '50678', '50968'], '0221'),
  fa('NW', 'Finanzamt Düsseldorf-Süd', '134', 'Düsseldorf', ['40225', '40227', '40589'], '0211'),
  fa('NW', 'Finanzamt Bochum-Mitte', '350', 'Bochum', ['44787', '44789', '44791'], '0234'),
  fa('NW', 'Finanzamt Aachen-Stadt', '201', 'Aachen', ['52062', '52064', '52066'], '0241'),
  fa('RP', 'Finanzamt Ludwigshafen', '27', 'Ludwigshafen am Rhein', ['67059', '67061', '67063'], '0621'),
  fa('RP', 'Finanzamt Neustadt', '31', 'Neustadt an der Weinstraße', ['67433', '67434', '67435'], '06321'),
  fa('SL', 'Finanzamt Saarbrücken Mainzer Straße', '010', 'Saarbrücken', ['66121', '66111', '66119'], '0681'),
  fa('SL', 'Finanzamt Merzig', '050', 'Merzig', ['66663'], '06861'),
  fa('SL', 'Finanzamt St. Wendel', '060', 'St. Wendel', ['66606'], '06851'),
  fa('SN', 'Finanzamt Dresden-Süd', '203', 'Dresden', ['01069', '01189', '01219'], '0351'),
  fa('SN', 'Finanzamt Leipzig I', '231', 'Leipzig', ['04103', '04105', '04107'], '0341'),
  fa('SN', 'Finanzamt Plauen', '223', 'Plauen', ['08523', '08525', '08527'], '03741'),
  fa('ST', 'Finanzamt Wittenberg', '119', 'Lutherstadt Wittenberg', ['06886', '06888'], '03491'),
  fa('ST', 'Finanzamt Naumburg', '117', 'Naumburg (Saale)', ['06618'], '03445'),
  fa('SH', 'Finanzamt Itzehoe', '18', 'Itzehoe', ['25524'], '04821'),
  fa('SH', 'Finanzamt Stormarn', '30', 'Bad Oldesloe', ['23843'], '04531'),
  fa('SH', 'Finanzamt Bad Segeberg', '11', 'Bad Segeberg', ['23795'], '04551'),
  fa('TH', 'Finanzamt Suhl', '165', 'Suhl', ['98527', '98529'], '03681'),
  fa('TH', 'Finanzamt Sömmerda', '157', 'Sömmerda', ['99610'], '03634'),
  fa('TH', 'Finanzamt Pößneck', '163', 'Pößneck', ['07381'], '03647'),
];

/**
 * More Finanzämter, with names none of the other lists has: offices for corporations or large
 * businesses ('Finanzamt für Körperschaften I'), a central office ('Zentralfinanzamt Nürnberg'), a
 * rural district ('Finanzamt Freiburg-Land', 'Finanzamt Osnabrück-Land'), offices named after two
 * places or with a branch ('Finanzamt Kusel-Landstuhl', 'Finanzamt Kaufbeuren mit Außenstelle
 * Füssen'): the seventh set draws some of its letters' offices from here (corpus.ts).
 */
export const FINANZAEMTER_SEVENTH: Finanzamt[] = [
  fa('BW', 'Finanzamt Freiburg-Land', '07', 'Freiburg im Breisgau', ['79098', '79100', '79104'], '0761'),
  fa('BY', 'Zentralfinanzamt Nürnberg', '241', 'Nürnberg', ['90429', '90431', '90439'], '0911'),
  fa('BY', 'Finanzamt Kaufbeuren mit Außenstelle Füssen', '125', 'Kaufbeuren', ['87600'], '08341'),
  fa('BE', 'Finanzamt für Körperschaften I', '27', 'Berlin', ['10707', '10709', '10711'], '030'),
  fa('BE', 'Finanzamt für Körperschaften III', '29', 'Berlin', ['10179', '10243', '10245'], '030'),
  fa('HH', 'Finanzamt für Großunternehmen in Hamburg', '48', 'Hamburg', ['20095', '20097', '20099'], '040'),
  fa('HE', 'Finanzamt Kassel II-Hofgeismar', '27', 'Kassel', ['34117', '34119', '34121'], '0561'),
  fa('NI', 'Finanzamt Osnabrück-Land', '66', 'Osnabrück', ['49074', '49076', '49078'], '0541'),
  fa('NW', 'Finanzamt Münster-Außenstadt', '336', 'Münster', ['48143', '48145', '48147'], '0251'),
  fa('NW', 'Finanzamt Düsseldorf-Mettmann', '135', 'Düsseldorf', ['40210', '40211', '40212'], '0211'),
  fa('RP', 'Finanzamt Kusel-Landstuhl', '40', 'Kusel', ['66869'], '06381'),
  fa('RP', 'Finanzamt Bitburg-Prüm', '02', 'Bitburg', ['54634'], '06561'),
];

/**
 * More Finanzämter, with names none of the other lists has: abbreviations of a river or a region
 * ('Finanzamt Weiden i. d. OPf.', 'Finanzamt Bad Homburg v. d. Höhe', 'Finanzamt Hann. Münden'),
 * offices named after a county ('Finanzamt Nordfriesland', 'Finanzamt Ostholstein'), Berlin's
 * two-district offices and Hamburg's 'Finanzamt Hamburg-Am Tasmanplatz': the twelfth set draws part
 * of its letters' offices from here (corpus.ts).
 */
export const FINANZAEMTER_TWELFTH: Finanzamt[] = [
  fa('BW', 'Finanzamt Villingen-Schwenningen', '22', 'Villingen-Schwenningen', ['78048', '78050', '78054'], '07721'),
  fa('BW', 'Finanzamt Tübingen', '86', 'Tübingen', ['72070', '72072', '72074'], '07071'),
  fa('BY', 'Finanzamt Weiden i. d. OPf.', '255', 'Weiden', ['92637'], '0961'),
  fa('BY', 'Finanzamt Neumarkt i. d. OPf.', '234', 'Neumarkt', ['92318'], '09181'),
  fa('BY', 'Finanzamt Mühldorf a. Inn', '165', 'Mühldorf', ['84453'], '08631'),
  fa('BE', 'Finanzamt Marzahn-Hellersdorf', '31', 'Berlin', ['12627', '12679', '12685'], '030'),
  fa('BE', 'Finanzamt Treptow-Köpenick', '33', 'Berlin', ['12435', '12487', '12555'], '030'),
  fa('BB', 'Finanzamt Eberswalde', '059', 'Eberswalde', ['16225', '16227'], '03334'),
  fa('BB', 'Finanzamt Kyritz', '049', 'Kyritz', ['16866'], '033971'),
  fa('HH', 'Finanzamt Hamburg-Mitte', '45', 'Hamburg', ['20095', '20097', '20099'], '040'),
  fa('HH', 'Finanzamt Hamburg-Am Tasmanplatz', '42', 'Hamburg', ['20457', '20459'], '040'),
  fa('HE', 'Finanzamt Bad Homburg v. d. Höhe', '03', 'Bad Homburg', ['61348', '61350', '61352'], '06172'),
  fa('HE', 'Finanzamt Offenbach am Main-Land', '36', 'Offenbach am Main', ['63067', '63069'], '069'),
  fa('MV', 'Finanzamt Ribnitz-Damgarten', '080', 'Ribnitz-Damgarten', ['18311'], '03821'),
  fa('NI', 'Finanzamt Hann. Münden', '22', 'Hann. Münden', ['34346'], '05541'),
  fa('NI', 'Finanzamt Bad Bentheim', '52', 'Bad Bentheim', ['48455'], '05922'),
  fa('NW', 'Finanzamt Mülheim an der Ruhr', '120', 'Mülheim an der Ruhr', ['45468', '45470', '45472'], '0208'),
  fa('NW', 'Finanzamt Sankt Augustin', '220', 'Sankt Augustin', ['53757'], '02241'),
  fa('RP', 'Finanzamt Neustadt a. d. Weinstraße', '31', 'Neustadt an der Weinstraße', ['67433', '67434', '67435'], '06321'),
  fa('RP', 'Finanzamt Idar-Oberstein', '16', 'Idar-Oberstein', ['55743'], '06781'),
  fa('SN', 'Finanzamt Hoyerswerda', '207', 'Hoyerswerda', ['02977'], '03571'),
  fa('ST', 'Finanzamt Quedlinburg', '117', 'Quedlinburg', ['06484'], '03946'),
  fa('SH', 'Finanzamt Nordfriesland', '17', 'Husum', ['25813'], '04841'),
  fa('SH', 'Finanzamt Ostholstein', '16', 'Eutin', ['23701'], '04521'),
  fa('TH', 'Finanzamt Mühlhausen', '161', 'Mühlhausen/Thüringen', ['99974'], '03601'),
];

/**
 * More Finanzämter, with names none of the other lists has: Roman numerals ('Finanzamt Leipzig III',
 * 'Finanzamt Frankfurt am Main IV', 'Finanzamt Hannover-Land II'), places joined by a hyphen
 * ('Finanzamt Garmisch-Partenkirchen', 'Finanzamt Speyer-Germersheim', 'Finanzamt Bad
 * Neuenahr-Ahrweiler'), a district after the city ('Finanzamt Köln-Porz', 'Finanzamt Kiel-Nord')
 * and a place with its region in brackets ('Finanzamt Leer (Ostfriesland)', 'Finanzamt Lübben
 * (Spreewald)'): the twenty-third set draws half its letters' offices from here (corpus.ts).
 */
export const FINANZAEMTER_TWENTYTHIRD: Finanzamt[] = [
  fa('BW', 'Finanzamt Stuttgart III', '95', 'Stuttgart', ['70182', '70184', '70186'], '0711'),
  fa('BW', 'Finanzamt Karlsruhe-Durlach', '33', 'Karlsruhe', ['76227', '76228', '76229'], '0721'),
  fa('BW', 'Finanzamt Bietigheim-Bissingen', '55', 'Bietigheim-Bissingen', ['74321'], '07142'),
  fa('BY', 'Finanzamt Garmisch-Partenkirchen', '117', 'Garmisch-Partenkirchen', ['82467'], '08821'),
  fa('BY', 'Finanzamt Neu-Ulm', '151', 'Neu-Ulm', ['89231', '89233'], '0731'),
  fa('BY', 'Finanzamt Landsberg am Lech', '131', 'Landsberg am Lech', ['86899'], '08191'),
  fa('BE', 'Finanzamt Prenzlauer Berg', '34', 'Berlin', ['10405', '10407', '10409'], '030'),
  fa('BE', 'Finanzamt Reinickendorf', '19', 'Berlin', ['13403', '13407', '13437'], '030'),
  fa('BB', 'Finanzamt Lübben (Spreewald)', '052', 'Lübben (Spreewald)', ['15907'], '03546'),
  fa('BB', 'Finanzamt Calau', '054', 'Calau', ['03205'], '03541'),
  fa('HH', 'Finanzamt Hamburg-Hansa', '27', 'Hamburg', ['20099', '22083', '22085'], '040'),
  fa('HH', 'Finanzamt Hamburg-Oberalster', '22', 'Hamburg', ['20148', '20149', '20249'], '040'),
  fa('HE', 'Finanzamt Frankfurt am Main IV', '46', 'Frankfurt am Main', ['60326', '60327', '60329'], '069'),
  fa('HE', 'Finanzamt Wiesbaden II', '43', 'Wiesbaden', ['65183', '65195', '65197'], '0611'),
  fa('HE', 'Finanzamt Hofheim am Taunus', '39', 'Hofheim am Taunus', ['65719'], '06192'),
  fa('MV', 'Finanzamt Güstrow', '086', 'Güstrow', ['18273'], '03843'),
  fa('MV', 'Finanzamt Malchin', '075', 'Malchin', ['17139'], '03994'),
  fa('NI', 'Finanzamt Hannover-Land II', '27', 'Hannover', ['30519', '30521', '30539'], '0511'),
  fa('NI', 'Finanzamt Leer (Ostfriesland)', '35', 'Leer', ['26789'], '0491'),
  fa('NW', 'Finanzamt Köln-Porz', '216', 'Köln', ['51143', '51145', '51147'], '02203'),
  fa('NW', 'Finanzamt Gelsenkirchen-Süd', '320', 'Gelsenkirchen', ['45879', '45881', '45886'], '0209'),
  fa('NW', 'Finanzamt Bielefeld-Innenstadt', '305', 'Bielefeld', ['33602', '33604', '33615'], '0521'),
  fa('RP', 'Finanzamt Bad Neuenahr-Ahrweiler', '03', 'Bad Neuenahr-Ahrweiler', ['53474'], '02641'),
  fa('RP', 'Finanzamt Speyer-Germersheim', '41', 'Speyer', ['67346'], '06232'),
  fa('RP', 'Finanzamt Pirmasens-Zweibrücken', '35', 'Pirmasens', ['66953', '66955'], '06331'),
  fa('SL', 'Finanzamt Sulzbach', '070', 'Sulzbach/Saar', ['66280'], '06897'),
  fa('SN', 'Finanzamt Leipzig III', '233', 'Leipzig', ['04177', '04179', '04229'], '0341'),
  fa('SN', 'Finanzamt Chemnitz-Mitte', '215', 'Chemnitz', ['09111', '09112', '09113'], '0371'),
  fa('ST', 'Finanzamt Salzwedel', '104', 'Salzwedel', ['29410'], '03901'),
  fa('ST', 'Finanzamt Bitterfeld-Wolfen', '112', 'Bitterfeld-Wolfen', ['06749', '06766'], '03493'),
  fa('SH', 'Finanzamt Kiel-Nord', '19', 'Kiel', ['24143', '24145', '24148'], '0431'),
  fa('SH', 'Finanzamt Ratzeburg', '23', 'Ratzeburg', ['23909'], '04541'),
  fa('TH', 'Finanzamt Ilmenau', '160', 'Ilmenau', ['98693'], '03677'),
  fa('TH', 'Finanzamt Sondershausen', '158', 'Sondershausen', ['99706'], '03632'),
];

/**
 * Offices that audit large businesses and groups ('Finanzamt für Groß- und Konzernbetriebsprüfung
 * Düsseldorf', 'Finanzamt für Großbetriebsprüfung Hannover', 'Finanzamt für Prüfungsdienste und
 * Strafsachen'): the twenty-third set draws most of its Prüfungsanordnungen's offices from here
 * (corpus.ts), written to a company.
 */
export const FINANZAEMTER_TWENTYTHIRD_AUDIT: Finanzamt[] = [
  fa('NW', 'Finanzamt für Groß- und Konzernbetriebsprüfung Düsseldorf', '108', 'Düsseldorf', ['40474', '40476'], '0211'),
  fa('NW', 'Finanzamt für Groß- und Konzernbetriebsprüfung Köln', '209', 'Köln', ['50679', '50677'], '0221'),
  fa('NI', 'Finanzamt für Großbetriebsprüfung Hannover', '60', 'Hannover', ['30159', '30161'], '0511'),
  fa('HH', 'Finanzamt für Prüfungsdienste und Strafsachen', '61', 'Hamburg', ['20355', '20354'], '040'),
  fa('SN', 'Finanzamt für Groß- und Konzernbetriebsprüfung Chemnitz', '218', 'Chemnitz', ['09112', '09116'], '0371'),
];

/**
 * More Finanzämter, with names none of the other lists has: names that begin with an umlaut or
 * carry an ß ('Finanzamt Überlingen', 'Finanzamt Öhringen', 'Finanzamt Uelzen', 'Finanzamt
 * Staßfurt'), offices named after a county of two towns ('Finanzamt Marburg-Biedenkopf', 'Finanzamt
 * Hersfeld-Rotenburg', 'Finanzamt Worms-Kirchheimbolanden', 'Finanzamt Dithmarschen'), a rural one
 * ('Finanzamt Augsburg-Land'), a street ('Finanzamt Braunschweig-Wilhelmstraße'), a district in
 * capitals inside the word ('Finanzamt Essen-NordOst'), a branch office ('Finanzamt Zwiesel mit
 * Außenstelle Viechtach') and very short names ('Finanzamt Hof', 'Finanzamt Plön'): the
 * twenty-fourth set draws half its letters' offices from here (corpus.ts). Bremen and Hamburg have
 * none: their letters keep the office drawn first.
 */
export const FINANZAEMTER_TWENTYFOURTH: Finanzamt[] = [
  fa('BW', 'Finanzamt Überlingen', '81', 'Überlingen', ['88662'], '07551'),
  fa('BW', 'Finanzamt Öhringen', '63', 'Öhringen', ['74613'], '07941'),
  fa('BW', 'Finanzamt Schwäbisch Hall', '84', 'Schwäbisch Hall', ['74523'], '0791'),
  fa('BY', 'Finanzamt Augsburg-Land', '102', 'Augsburg', ['86152', '86153', '86154'], '0821'),
  fa('BY', 'Finanzamt Hof', '211', 'Hof', ['95028', '95030', '95032'], '09281'),
  fa('BY', 'Finanzamt Zwiesel mit Außenstelle Viechtach', '261', 'Zwiesel', ['94227'], '09922'),
  fa('BY', 'Finanzamt Kempten (Allgäu)', '127', 'Kempten (Allgäu)', ['87435', '87437', '87439'], '0831'),
  fa('BE', 'Finanzamt Wilmersdorf', '20', 'Berlin', ['10713', '10715', '10717'], '030'),
  fa('BE', 'Finanzamt Lichtenberg', '32', 'Berlin', ['10365', '10367', '10369'], '030'),
  fa('BE', 'Finanzamt Schöneberg', '18', 'Berlin', ['10777', '10779', '10823'], '030'),
  fa('BB', 'Finanzamt Angermünde', '065', 'Angermünde', ['16278'], '03331'),
  fa('BB', 'Finanzamt Luckenwalde', '050', 'Luckenwalde', ['14943'], '03371'),
  fa('HE', 'Finanzamt Marburg-Biedenkopf', '31', 'Marburg', ['35037', '35039', '35041'], '06421'),
  fa('HE', 'Finanzamt Limburg-Weilburg', '34', 'Limburg an der Lahn', ['65549', '65551'], '06431'),
  fa('HE', 'Finanzamt Hersfeld-Rotenburg', '21', 'Bad Hersfeld', ['36251'], '06621'),
  fa('MV', 'Finanzamt Ludwigslust', '087', 'Ludwigslust', ['19288'], '03874'),
  fa('MV', 'Finanzamt Pasewalk', '076', 'Pasewalk', ['17309'], '03973'),
  fa('NI', 'Finanzamt Uelzen', '56', 'Uelzen', ['29525'], '0581'),
  fa('NI', 'Finanzamt Braunschweig-Wilhelmstraße', '14', 'Braunschweig', ['38100', '38118', '38122'], '0531'),
  fa('NI', 'Finanzamt Hannover-Süd', '26', 'Hannover', ['30173', '30175', '30519'], '0511'),
  fa('NW', 'Finanzamt Essen-NordOst', '111', 'Essen', ['45127', '45138', '45141'], '0201'),
  fa('NW', 'Finanzamt Wuppertal-Barmen', '131', 'Wuppertal', ['42275', '42283', '42285'], '0202'),
  fa('NW', 'Finanzamt Lüdenscheid', '332', 'Lüdenscheid', ['58507', '58509', '58511'], '02351'),
  fa('NW', 'Finanzamt Bonn-Außenstadt', '206', 'Bonn', ['53113', '53119', '53177'], '0228'),
  fa('RP', 'Finanzamt Worms-Kirchheimbolanden', '44', 'Worms', ['67547', '67549'], '06241'),
  fa('RP', 'Finanzamt Montabaur-Diez', '30', 'Montabaur', ['56410'], '02602'),
  fa('RP', 'Finanzamt Altenkirchen-Hachenburg', '01', 'Altenkirchen (Westerwald)', ['57610'], '02681'),
  fa('SL', 'Finanzamt Völklingen', '080', 'Völklingen', ['66333'], '06898'),
  fa('SN', 'Finanzamt Görlitz', '206', 'Görlitz', ['02826', '02828'], '03581'),
  fa('SN', 'Finanzamt Löbau', '209', 'Löbau', ['02708'], '03585'),
  fa('ST', 'Finanzamt Staßfurt', '105', 'Staßfurt', ['39418'], '03925'),
  fa('ST', 'Finanzamt Merseburg', '111', 'Merseburg', ['06217'], '03461'),
  fa('SH', 'Finanzamt Plön', '26', 'Plön', ['24306'], '04522'),
  fa('SH', 'Finanzamt Dithmarschen', '13', 'Meldorf', ['25704'], '04832'),
  fa('TH', 'Finanzamt Nordhausen', '155', 'Nordhausen', ['99734'], '03631'),
  fa('TH', 'Finanzamt Eisenach', '150', 'Eisenach', ['99817'], '03691'),
];

/** The 13-digit ELSTER form's leading digits per Land (before the Finanzamt number). */
const ELSTER_PREFIX: Record<StateCode, string> = {
  BW: '28',
  BY: '9',
  BE: '11',
  BB: '3',
  HB: '24',
  HH: '22',
  HE: '26',
  MV: '4',
  NI: '23',
  NW: '5',
  RP: '27',
  SL: '1',
  SN: '3',
  ST: '3',
  SH: '21',
  TH: '4',
};

interface Steuernummer {
  /** As the Land writes it, e.g. Bayern '181/815/08155', Hessen '013 815 08153'. */
  land: string;
  /** The 13-digit ELSTER form ('9181081508155'). */
  elster: string;
  /** Another way the Land prints it (Rheinland-Pfalz: '22/815/0815/4'), if any. */
  alt: string | null;
}

/**
 * A Steuernummer at Finanzamt `amt`: `district` is the Bezirk (3 digits; 4 in NW),
 * `serial` the Unterscheidungsnummer with its last (check) digit (5 digits; 4 in NW).
 */
export function steuernummer(amt: Finanzamt, district: string, serial: string): Steuernummer {
  const f = amt.fa;
  const elster = `${ELSTER_PREFIX[amt.state]}${f}0${district}${serial}`;
  if (elster.length !== 13) throw new Error(`bad Steuernummer ${elster} (${amt.name})`);
  let land: string;
  switch (amt.state) {
    case 'BW':
      land = `${f}${district}/${serial}`;
      break;
    case 'HB':
    case 'SH':
      land = `${f} ${district} ${serial}`;
      break;
    case 'HE':
      land = `0${f} ${district} ${serial}`;
      break;
    default:
      // BY, BE, BB, HH, MV, NI, NW, RP, SL, SN, ST, TH: FF(F)/BBB(B)/UUUU(U)P
      land = `${f}/${district}/${serial}`;
  }
  const alt = amt.state === 'RP' ? `${f}/${district}/${serial.slice(0, 4)}/${serial.slice(4)}` : null;
  return { land, elster, alt };
}

/** Whether a Land uses 4-digit Bezirk numbers (NW: FFF/BBBB/UUUP). */
export function districtDigits(state: StateCode): number {
  return state === 'NW' ? 4 : 3;
}

/** The check digit of the first 10 digits of a Steuer-ID (ISO 7064 MOD 11,10). */
function steuerIdCheckDigit(first10: string): number {
  let product = 10;
  for (const ch of first10) {
    let sum = (Number(ch) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** An IBAN (DE, valid check digits) for a BLZ and account number. */
export function iban(blz: string, account: string): string {
  const bban = `${blz}${account.padStart(10, '0')}`;
  const numeric = `${bban}131400`; // 'DE' = 13 14, then '00'
  let rem = 0;
  for (const ch of numeric) rem = (rem * 10 + Number(ch)) % 97;
  const check = String(98 - rem).padStart(2, '0');
  return `DE${check}${bban}`;
}

/** An IBAN in groups of four, as printed. */
export function formatIban(value: string): string {
  return value.replace(/(.{4})/g, '$1 ').trim();
}

/** A Land's own bank (Landesbank or Sparkasse) with its BLZ and BIC, where Finanzkassen hold second accounts. */
const LANDESBANK: Record<StateCode, { name: string; blz: string; bic: string }> = {
  BW: { name: 'Landesbank Baden-Württemberg', blz: '60050101', bic: 'SOLADEST600' },
  BY: { name: 'Bayerische Landesbank', blz: '70050000', bic: 'BYLADEMMXXX' },
  BE: { name: 'Berliner Sparkasse', blz: '10050000', bic: 'BELADEBEXXX' },
  BB: { name: 'Mittelbrandenburgische Sparkasse', blz: '16050000', bic: 'WELADED1PMB' },
  HB: { name: 'Sparkasse Bremen', blz: '29050101', bic: 'SBREDE22XXX' },
  HH: { name: 'Hamburger Sparkasse', blz: '20050550', bic: 'HASPDEHHXXX' },
  HE: { name: 'Landesbank Hessen-Thüringen', blz: '50050000', bic: 'HELADEFFXXX' },
  MV: { name: 'Ostseesparkasse Rostock', blz: '13050000', bic: 'NOLADE21ROS' },
  NI: { name: 'Norddeutsche Landesbank', blz: '25050000', bic: 'NOLADE2HXXX' },
  NW: { name: 'Landesbank Hessen-Thüringen, Düsseldorf', blz: '30050000', bic: 'WELADEDDXXX' },
  RP: { name: 'Landesbank Baden-Württemberg, Mainz', blz: '55050000', bic: 'MALADE51MNZ' },
  SL: { name: 'Landesbank Saar', blz: '59050000', bic: 'SALADE55XXX' },
  SN: { name: 'Ostsächsische Sparkasse Dresden', blz: '85050300', bic: 'OSDDDE81XXX' },
  ST: { name: 'Norddeutsche Landesbank, Magdeburg', blz: '81050000', bic: 'NOLADE21MDG' },
  SH: { name: 'Förde Sparkasse', blz: '21050170', bic: 'NOLADE21KIE' },
  TH: { name: 'Landesbank Hessen-Thüringen, Erfurt', blz: '82050000', bic: 'HELADEFF820' },
};

/** The Finanzkasse's accounts for `amt`: the Deutsche Bundesbank first, then (when `count` is 2) the Land's bank. */
export function banksOf(amt: Finanzamt, count: 1 | 2): { bank: string; iban: string; bic: string }[] {
  const first = bankOf(amt);
  if (count === 1) return [first];
  const lb = LANDESBANK[amt.state];
  const account = `${amt.fa.padStart(3, '0')}${amt.plz[0]!.slice(0, 3)}77`;
  return [first, { bank: lb.name, iban: formatIban(iban(lb.blz, account)), bic: lb.bic }];
}

/** The Finanzkasse's account at the Deutsche Bundesbank for `amt`. */
function bankOf(amt: Finanzamt): { bank: string; iban: string; bic: string } {
  const bb = BUNDESBANK[amt.state];
  const account = `${amt.fa.padStart(3, '0')}${amt.plz[0]!.slice(0, 3)}01`;
  return { bank: `Deutsche Bundesbank, Filiale ${bb.city}`, iban: formatIban(iban(bb.blz, account)), bic: `MARKDEF1${bb.blz.slice(0, 3)}` };
}

/** Invented recipients are combined from these first names (female, male) and surnames. */
export const FIRST_NAMES_F = [
  'Anna',
  'Birgit',
  'Carola',
  'Doris',
  'Elif',
  'Franziska',
  'Gülay',
  'Hanna',
  'Ines',
  'Jana',
  'Käthe',
  'Lena',
  'Marlene',
  'Nora',
  'Özlem',
  'Petra',
  'Renate',
  'Sabine',
  'Tanja',
  'Ulrike',
  'Vera',
  'Wiebke',
  'Zoë',
];
export const FIRST_NAMES_M = [
  'Andreas',
  'Bernd',
  'Cem',
  'Dieter',
  'Erik',
  'Florian',
  'Georg',
  'Heiko',
  'Jörg',
  'Kai',
  'Lukas',
  'Matthias',
  'Niklas',
  'Oliver',
  'Paul',
  'René',
  'Stefan',
  'Thorsten',
  'Uwe',
  'Volker',
  'Yannick',
];
export const LAST_NAMES = [
  'Albrecht',
  'Bäumer',
  'Dreßler',
  'Engel',
  'Fröhlich',
  'Günther',
  'Hoffmann',
  'Jäger',
  'Kessler',
  'Köhler',
  'Lindner',
  'Maurer',
  'Neumann',
  'Oßwald',
  'Pohl',
  'Reuter',
  'Schäfer',
  'Schröder',
  'Theißen',
  'Ullrich',
  'Vogt',
  'Weiß',
  'Yilmaz',
  'Zimmermann',
  'Brückner',
  'Hartmann',
  'Krüger',
  'Sommerfeld',
];
/** Street names for recipients; `OFFICE_STREETS` for the Finanzämter. */
export const STREETS = [
  'Lindenstraße',
  'Am Mühlbach',
  'Bahnhofstraße',
  'Goethestraße',
  'Kastanienallee',
  'Schillerplatz',
  'Rosenweg',
  'Hauptstraße',
  'Friedrich-Ebert-Straße',
  'Gartenstraße',
  'Im Wiesengrund',
  'Königsallee',
  'Uferstraße',
  'Birkenweg',
  'Marktplatz',
  'Schloßstraße',
  'An der Weide',
  'Lessingstraße',
  'Große Bleiche',
  'Mühlenkamp',
];
export const OFFICE_STREETS = [
  'Steinstraße',
  'Deroystraße',
  'Am Finanzpark',
  'Klosterstraße',
  'Behördenzentrum',
  'Wilhelmstraße',
  'Justus-Liebig-Platz',
  'Postfach',
];
/** Trades of business recipients ('Bäckerei Weiß'). */
/** Recipients' places whose names end in "-den" (the title below them must stay a title). */
export const DEN_CITIES: readonly (readonly [string, string])[] = [
  ['01099', 'Dresden'],
  ['32423', 'Minden'],
  ['26721', 'Emden'],
];

export const TRADES = ['Bäckerei', 'Schreinerei', 'Friseursalon', 'Elektro', 'Gärtnerei', 'Fahrradwerkstatt', 'Übersetzungsbüro', 'Café'];

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** 'YYYY-MM-DD' → '03.03.2025'. */
export function dateNumeric(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** 'YYYY-MM-DD' → '03.03.25' (two-digit year, as some letters print dates). */
export function dateShort(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y!.slice(2)}`;
}

/** 'YYYY-MM-DD' → '3.3.25' (no leading zeros, two-digit year: the nineteenth set's terse form). */
export function dateCompact(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)}.${Number(m)}.${y!.slice(2)}`;
}

/** 'YYYY-MM-DD' → '3. März 2025'. */
export function dateLong(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d}. ${MONTHS[m - 1]} ${y}`;
}

/** Cents → '1.234,56 €' (or without the sign). */
export function euro(cents: number, sign = true): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')}${sign ? ' €' : ''}`;
}

/** A date plus `days` ('YYYY-MM-DD'). */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** The next working day (Mon–Fri) on or after `iso`. */
export function workday(iso: string): string {
  let d = iso;
  for (;;) {
    const day = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6) return d;
    d = addDays(d, 1);
  }
}

/** A small seeded PRNG (mulberry32) with helpers. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

/**
 * A random Steuer-ID that is never a real person's: an ELSTER test number, whose first digit is 0
 * (never issued; see src/shared/letters/steuer-id.ts), otherwise built like a real one — among the
 * first ten digits one twice and eight others once, then a valid ISO 7064 MOD 11,10 check digit.
 * (A random number with a non-zero first digit would quite likely be someone's: some 10^8 of the
 * roughly 1.5 × 10^8 well-formed numbers are issued.)
 */
export function randomSteuerId(rng: Rng): string {
  const rest = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 8);
  const twice = rng.pick([0, ...rest]);
  const first10 = `0${rng.shuffle([...rest, twice]).join('')}`;
  return `${first10}${steuerIdCheckDigit(first10)}`;
}

/** A Steuer-ID as printed: '12 345 678 901'. */
export function formatSteuerId(id: string): string {
  return `${id.slice(0, 2)} ${id.slice(2, 5)} ${id.slice(5, 8)} ${id.slice(8)}`;
}
