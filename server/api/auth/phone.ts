// The phone rule is the browser's too (its phone field): one definition, in shared/.
export { normalisePhone, Phone } from '../../../shared/phone';
