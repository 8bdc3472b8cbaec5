export { listCustomFrameworks, readCustomFramework, type CustomFrameworkSummary } from './read';
export { CustomFrameworkFieldError, createCustomFramework, deleteCustomFramework, updateCustomFramework } from './store';
export { importLicensedFramework, readLicensedList, type LicensedList } from './licensed';
