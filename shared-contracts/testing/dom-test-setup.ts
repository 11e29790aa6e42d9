import '@testing-library/jest-dom/vitest';

import { configure } from '@testing-library/react';

// findBy and waitFor await a condition; the ceiling is generous because a machine busy with other
// builds can take seconds to render a whole page. A test that passes does not wait any longer for it.
configure({ asyncUtilTimeout: 10_000 });
