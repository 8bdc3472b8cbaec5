export { everyPage, ForeignPageLink, jsonClient, ProviderHttpError, type JsonClient } from './http';
export { isRateLimited, MAX_WAIT_MS, patientFetch, resumeAt, utcTimeOf } from './rate-limit';
export { providerCategories, type AuthKind, type ProviderCategory, type ProviderProfile } from './profile';
