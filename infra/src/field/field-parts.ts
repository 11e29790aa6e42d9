import type { FieldPart } from 'shared-contracts/field/field-report';
import { remoteNames } from 'shared-contracts/routes/route-table';

/** Every part a field figure can be put down to: each remote, and the shell. */
export const fieldParts: readonly FieldPart[] = [...remoteNames, 'shell'];
