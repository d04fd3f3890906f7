/** The kinds of notice e-mail as the settings name them (declared once, beside the data). */
export { emailSettingMessages } from '../api';
