import { messages } from '@/lib/i18n';
import { EMAIL_SETTING_LABELS } from '../api';

/** The kinds of notice e-mail as the settings name them (English: EMAIL_SETTING_LABELS). */
export const emailSettingMessages = messages('emailSettings', EMAIL_SETTING_LABELS);
