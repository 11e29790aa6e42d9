import { fieldSampleShare } from 'shared-contracts/field/field-report';

import { readPageData } from './app/page-data';
import { measureField } from './features/field-vitals/measure-field';
import { readingEffects } from './features/reading/reading-effects';

// The idle script: the start script inserts it in a spare moment after the first view.
readingEffects(window, document);
const page = readPageData();
if (page && Math.random() < fieldSampleShare) measureField(page.manifest);
