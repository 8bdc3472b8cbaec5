'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { FormAction } from '@/lib/schemas/form-state';
import type { Person } from '@/lib/schemas/people/records';
import type { PersonChoice } from './person-fields';
import { DepartureForm, EditPersonForm } from './person-forms';

type Panel = 'edit' | 'departure' | null;

/** The person page's buttons: Edit details, and Record departure while no end date is recorded. */
export function PersonActions({
  person,
  managers,
  today,
  actions,
}: {
  person: Person;
  managers: readonly PersonChoice[];
  today: string;
  actions: { edit: FormAction<Person>; departure: FormAction<Person> };
}) {
  const router = useRouter();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);
  const done = () => {
    close();
    router.refresh();
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setPanel('edit')}>
        Edit details
      </Button>
      {person.endDate === null && (
        <Button variant="secondary" onClick={() => setPanel('departure')}>
          Record departure
        </Button>
      )}
      <Modal open={panel === 'edit'} onClose={close} title="Edit details">
        {panel === 'edit' && (
          <EditPersonForm key={person.version} person={person} managers={managers} action={actions.edit} onDone={done} onCancel={close} />
        )}
      </Modal>
      <Modal open={panel === 'departure'} onClose={close} title="Record departure" size="sm">
        {panel === 'departure' && (
          <DepartureForm key={person.version} person={person} today={today} action={actions.departure} onDone={done} onCancel={close} />
        )}
      </Modal>
    </div>
  );
}
