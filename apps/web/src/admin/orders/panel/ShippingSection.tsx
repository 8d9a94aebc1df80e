import { addressLimits, orderShippingRequest } from '@grocery/contracts';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { useTexts } from '../../../i18n/useTexts';
import { AdminForm, NumberField, TextField, useAdminForm } from '../../shared/form';
import { useOrderRights } from '../rights';
import { orderPanelTexts } from '../texts';
import { EditableSection, EditFormEnd, NotEditable, type SectionProps, useSendEdit } from './EditableSection';

/** The delivery address of the order; an edit concerns this order only. */
export function ShippingSection(props: SectionProps) {
  const { order } = props;
  const { canWrite } = useOrderRights();
  const texts = useTexts(orderPanelTexts);
  const [editing, setEditing] = useState(false);
  const address = order.shippingAddress;
  const place = [address.city, address.state, address.postalCode].filter(Boolean).join(', ');
  const lines = [address.addressLine1, address.addressLine2, place, address.country].filter(Boolean);
  return (
    <EditableSection
      title={texts.shippingSection}
      editing={editing}
      onEdit={() => setEditing(true)}
      canEdit={canWrite && order.editable}
    >
      {editing ? (
        <ShippingForm {...props} onClose={() => setEditing(false)} />
      ) : (
        <address className="order-address-lines">
          <Text size="sm" fw={600}>
            <bdi>{address.recipientName}</bdi>
            {address.label && (
              <Text span size="sm" c="gray.7">
                {' '}
                (<bdi>{address.label}</bdi>)
              </Text>
            )}
          </Text>
          {lines.map((line) => (
            <Text size="sm" key={line}>
              <bdi>{line}</bdi>
            </Text>
          ))}
          {address.phone && (
            <Text size="sm">
              <bdi dir="ltr">{address.phone}</bdi>
            </Text>
          )}
          <Text size="xs" c="gray.7">
            <bdi dir="ltr">
              {address.latitude}, {address.longitude}
            </bdi>
          </Text>
        </address>
      )}
      {!order.editable && canWrite && <NotEditable order={order} texts={texts} />}
    </EditableSection>
  );
}

function ShippingForm(props: SectionProps & { onClose: () => void }) {
  const { order, onClose } = props;
  const texts = useTexts(orderPanelTexts);
  const { send, refused } = useSendEdit(props);
  const address = order.shippingAddress;
  const form = useAdminForm({
    schema: orderShippingRequest,
    defaultValues: {
      version: order.version,
      label: address.label ?? '',
      recipientName: address.recipientName,
      phone: address.phone ?? '',
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2 ?? '',
      city: address.city,
      state: address.state ?? '',
      postalCode: address.postalCode,
      country: address.country,
      latitude: address.latitude,
      longitude: address.longitude,
    },
  });
  const submit = async (body: z.output<typeof orderShippingRequest>) => {
    if (await send((changes) => changes.editShipping(order.orderId, body), texts.shippingSaved)) onClose();
  };
  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <div className="order-fields">
          <TextField
            name="recipientName"
            label={texts.recipientName}
            required
            maxLength={addressLimits.textMax}
          />
          <TextField name="phone" label={texts.phone} maxLength={addressLimits.phoneMax} />
          <TextField
            name="addressLine1"
            label={texts.addressLine1}
            required
            maxLength={addressLimits.textMax}
          />
          <TextField name="addressLine2" label={texts.addressLine2} maxLength={addressLimits.textMax} />
          <TextField name="city" label={texts.city} required maxLength={addressLimits.textMax} />
          <TextField name="state" label={texts.state} maxLength={addressLimits.textMax} />
          <TextField
            name="postalCode"
            label={texts.postalCode}
            required
            maxLength={addressLimits.postalCodeMax}
          />
          <TextField name="country" label={texts.country} required maxLength={addressLimits.textMax} />
          <TextField name="label" label={texts.label} maxLength={addressLimits.textMax} />
          <NumberField name="latitude" label={texts.latitude} required min={-90} max={90} step={0.000001} />
          <NumberField
            name="longitude"
            label={texts.longitude}
            required
            min={-180}
            max={180}
            step={0.000001}
          />
        </div>
        <EditFormEnd refused={refused} onClose={onClose} />
      </Stack>
    </AdminForm>
  );
}
