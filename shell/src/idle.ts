import { readPageData } from './app/page-data';
import { measureField } from './features/field-vitals/measure-field';

// The idle script: the start script inserts it in a spare moment after the first view.
const page = readPageData();
if (page) measureField(page.manifest);
