/** What the image library says of each picture: the types the catalogue and its entries share. */
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
