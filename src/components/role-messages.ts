import { messages } from '@/lib/i18n';
import { ROLE_LABELS } from '@/lib/domain';

/** The roles' names as screens show them (English: ROLE_LABELS, the spec's words). */
export const roleMessages = messages('roleLabels', ROLE_LABELS);
