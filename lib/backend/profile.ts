import 'server-only';
import type { SessionProfile } from '@/lib/session';
import type { MyInformation } from './types';

/** Session fields from my-information: nickname from company_name, headimgurl from public_files_uuid when not null. */
export function sessionProfile(info: MyInformation | null, previous?: SessionProfile): SessionProfile {
  const base: SessionProfile = previous ?? { nickname: '', headimgurl: '', type: 0, uuid: '', time_zone: '' };
  if (!info) return base;
  return {
    nickname: typeof info.company_name === 'string' ? info.company_name : base.nickname,
    headimgurl: typeof info.public_files_uuid === 'string' ? info.public_files_uuid : base.headimgurl,
    type: typeof info.type === 'number' && Number.isInteger(info.type) ? info.type : base.type,
    uuid: typeof info.uuid === 'string' ? info.uuid : base.uuid,
    time_zone: typeof info.time_zone === 'string' ? info.time_zone : base.time_zone,
  };
}
