import type { DeliveryZone, Position } from '@grocery/contracts';
import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ApiError } from '../../../api/client';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import { AdminForm, SubmitButton, TextAreaField, TextField, useAdminForm } from '../../shared/form';
import { issuesAt } from '../issues';
import { useSaveZone } from '../mutations';
import { OverlapWarning } from './OverlapWarning';
import { zoneEditorTexts } from './texts';
import { ZoneMap } from './ZoneMap';
import {
  newZoneValues,
  savedRing,
  type ZoneFields,
  zoneFormSchema,
  zoneFormValues,
  zoneRequest,
} from './zoneValues';

type Props = {
  /** The zone edited; absent when creating. */
  zone?: DeliveryZone;
  canWrite: boolean;
  onSaved: (zone: DeliveryZone) => void;
};

/**
 * The zone's name, priority, active flag and notes, and its outline on the map. Creating needs an
 * outline; an edit sends one only when it was redrawn. NAME_TAKEN shows at the name, a 400's issue
 * at the map (crossing edges) or above the buttons.
 */
export function ZoneForm({ zone, canWrite, onSaved }: Props) {
  const texts = useTexts(zoneEditorTexts);
  const save = useSaveZone(zone?.deliveryZoneId ?? null);
  const form = useAdminForm({
    schema: zoneFormSchema,
    defaultValues: zone ? zoneFormValues(zone) : newZoneValues,
    customTexts: { nameRequired: texts.nameRequired, priorityInvalid: texts.priorityInvalid },
  });
  const [initialRing] = useState(() => savedRing(zone));
  const [ring, setRing] = useState<Position[] | null>(initialRing);
  const [redrawn, setRedrawn] = useState(false);
  const [polygonError, setPolygonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);

  const changeRing = (next: Position[] | null) => {
    setRing(next);
    setRedrawn(true);
    if (next) setPolygonError(null);
  };
  const submit = async (fields: ZoneFields) => {
    setFailure(null);
    if (!ring) return setPolygonError(texts.polygonRequired);
    try {
      const answer = await save.mutateAsync(zoneRequest(fields, !zone || redrawn ? ring : null));
      if (answer.reject) return form.setError('name', { message: texts.nameTaken }, { shouldFocus: true });
      adminToast.success(zone ? texts.saved : texts.created);
      form.reset(zoneFormValues(answer.zone));
      setRedrawn(false);
      onSaved(answer.zone);
    } catch (error) {
      const polygonIssues = issuesAt(error, 'body.polygonGeoJson');
      if (polygonIssues.length > 0) return setPolygonError(polygonIssues.join(' '));
      console.error('delivery zone not saved', error);
      const others =
        error instanceof ApiError && error.status === 400 ? error.issues.map((issue) => issue.message) : [];
      setFailure(others);
    }
  };
  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="md">
        <Stack gap="md" maw={560}>
          <TextField name="name" label={texts.name} required maxLength={100} />
          <TextField name="priority" label={texts.priority} description={texts.priorityHint} />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label={texts.active}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <TextAreaField name="notes" label={texts.notes} maxLength={1000} />
        </Stack>
        {zone && <OverlapWarning overlaps={zone.overlaps} />}
        <ZoneMap
          initialRing={initialRing}
          onChange={changeRing}
          readOnly={!canWrite}
          error={polygonError ?? undefined}
        />
        {failure && (
          <Alert color="red" role="alert" variant="light" title={texts.saveFailed}>
            {failure.map((message) => (
              <div key={message} dir="auto">
                {message}
              </div>
            ))}
          </Alert>
        )}
        {canWrite && (
          <Group>
            <SubmitButton>{zone ? texts.save : texts.create}</SubmitButton>
          </Group>
        )}
      </Stack>
    </AdminForm>
  );
}

/** The edit page's "Delete zone": confirmed, then the zone is deactivated. */
export function DeleteZoneButton({ onDelete }: { onDelete: () => Promise<void> }) {
  const texts = useTexts(zoneEditorTexts);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onDelete();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button color="red" variant="outline" onClick={run} loading={busy}>
      {texts.deleteZone}
    </Button>
  );
}
