import type { AuditRule } from './rule';

export const rules: AuditRule[] = [];
