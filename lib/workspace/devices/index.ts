export { devicesOf, keepManagedDevices } from './records';
