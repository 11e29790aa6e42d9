/**
 * What a picture shows, as a designer edits it: which vehicle in which colour and livery, in front of
 * which backdrop, and the lettering painted on it. The facts the site's captions are held to are in
 * the catalogue (`shared-contracts/media/catalog.ts`); `scenes.test.ts` keeps the two in agreement.
 */
import type { Finish, VehicleKind } from 'shared-contracts/media/catalog';

export type { Finish, VehicleKind };

export type Livery =
  | { kind: 'solid'; finish: Finish }
  | { kind: 'stripes'; accent: string }
  /** A customer's lettering: the company's name and a line under it, as painted. */
  | { kind: 'business'; company: string; tagline: string; accent: string }
  | { kind: 'partial'; accent: string; area: 'hoodRoofMirrors' | 'rearHalf' }
  | { kind: 'fade'; to: string };

export type Backdrop = 'studio' | 'street' | 'shop' | 'lot';
/** The paint's state in a before/after pair: chipped or dull before, under film or beading after. */
export type Surface = 'chipped' | 'dull' | 'filmed' | 'beaded';

export type ProductKind =
  | 'tee'
  | 'hoodie'
  | 'cap'
  | 'vinylRoll'
  | 'squeegee'
  | 'heatGun'
  | 'knifelessTape'
  | 'ceramicKit'
  | 'ceramicSpray'
  | 'ppfKit'
  | 'designBoard'
  | 'logoVector'
  | 'listing'
  | 'gift';

export type Tool = 'squeegee' | 'heatGun' | 'tablet' | 'clipboard' | 'filmRoll';

export type Scene =
  /** `front`: seen head-on (sedans, sports cars and SUVs); a side view otherwise. */
  | {
      kind: 'vehicle';
      vehicle: VehicleKind;
      color: string;
      livery: Livery;
      backdrop: Backdrop;
      view?: 'side' | 'front';
      surface?: Surface;
    }
  | { kind: 'fleet'; vehicle: VehicleKind; color: string; company: string; accent: string }
  | { kind: 'ppf' }
  | { kind: 'ppfEdge'; color: string }
  | { kind: 'ceramic'; color: string }
  | { kind: 'install'; color: string }
  | { kind: 'printer' }
  | { kind: 'shipping' }
  | { kind: 'portrait'; tool: Tool; accent: string }
  | { kind: 'shopFloor'; vehicle: VehicleKind; film: string; accent: string }
  /** A backdrop composed for text: the subject in the right third, a quiet field on the left. */
  | { kind: 'hero'; backdrop: Backdrop; vehicle: VehicleKind; color: string; finish: Finish }
  | { kind: 'sheen'; color: string }
  | { kind: 'product'; product: ProductKind; color: string; view?: 'front' | 'closeUp' | 'flatLay' };

export type SceneOf<K extends Scene['kind']> = Extract<Scene, { kind: K }>;
