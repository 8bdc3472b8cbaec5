'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { FormAction } from '@/lib/schemas/form-state';
import type { Vendor } from '@/lib/schemas/vendors/records';
import type { TeamChoice } from './vendor-fields';
import { EditVendorForm } from './vendor-forms';

/** The vendor page's Edit vendor button and its form. */
export function VendorActions({ vendor, team, edit }: { vendor: Vendor; team: readonly TeamChoice[]; edit: FormAction<Vendor> }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Edit vendor
      </Button>
      <Modal open={open} onClose={close} title="Edit vendor">
        {open && (
          <EditVendorForm
            key={vendor.version}
            vendor={vendor}
            team={team}
            action={edit}
            onDone={() => {
              close();
              router.refresh();
            }}
            onCancel={close}
          />
        )}
      </Modal>
    </>
  );
}
