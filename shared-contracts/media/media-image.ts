/**
 * What a library image is to the parts that show it: its id, alt text, size, setting and the facts
 * its captions are held to. How it is drawn (vehicle, paint, livery, lettering) is the pictures'
 * own business (`infra/media/pictures/`), keyed by the same id.
 */
export type VehicleKind = 'sedan' | 'suv' | 'van' | 'pickup' | 'boxTruck' | 'sportsCar';
export type Finish = 'gloss' | 'matte' | 'satin';

/**
 * Where the picture is set: in the studio, the shop's bay, a street, an open lot, or close on paint.
 * A page's headline sits on a backdrop drawn in the same setting (`heroBackdrop`).
 */
export type Setting = 'studio' | 'shop' | 'street' | 'lot' | 'paint';

/** What a picture shows, in the words a caption would use. */
export interface ImageFacts {
  vehicle?: VehicleKind;
  /** Colour names a caption may give (the body colour first). */
  colours: readonly string[];
  finish?: Finish;
  /** Painted lettering (a customer's livery, a fleet's name, a label): never behind a headline. */
  lettering: boolean;
  /** A hand tool drawn large (a squeegee or heat gun in a close-up): never behind a headline either. */
  tool?: boolean;
}

export interface MediaImage {
  id: string;
  alt: string;
  /** Intrinsic size of the largest rendition; every rendition keeps this aspect ratio. */
  width: number;
  height: number;
  setting: Setting;
  facts: ImageFacts;
  /**
   * Set when the owner's photograph (`infra/media/photos/<id>.*`) replaces the painted scene: the caption
   * says what the photo shows and where, in the owner's words. Without it the picture is an illustration,
   * and every caption and lead around it says so (`pictureCaption`, `allPhotographs`).
   */
  photo?: { caption: string };
}

/** Rendered widths; the largest is the intrinsic width. */
export const mediaWidths = [640, 1280] as const;
export type MediaFormat = 'avif' | 'webp';

export const wide = { width: 1280, height: 800 } as const;
export const square = { width: 1280, height: 1280 } as const;
