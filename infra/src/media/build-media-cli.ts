/** `npm run build -w infra`: draws or takes every library image and prints what it did. */
import { mediaCatalog } from 'shared-contracts/media/catalog';

import { buildMedia, mediaDir } from './build-media';

const started = Date.now();
buildMedia()
  .then(({ encoded, cached, photos }) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `media: ${mediaCatalog.length} images (${photos.length} from the owner's photos), ${encoded.length} encoded, ${cached.length} from the cache of encoded images, in ${seconds} s -> ${mediaDir}`,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
