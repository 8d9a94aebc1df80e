import {
  type AdminOrder,
  addressLimits,
  orderContactRequest,
  orderShippingRequest,
} from '@grocery/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { orderStatusTexts } from '../../../components/orderStatus/texts';
import { fillText } from '../../../i18n/dictionary';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import { AdminForm, NumberField, SubmitButton, TextField, useAdminForm } from '../../shared/form';
import type { OrderChanges } from '../mutations';
import type { OrderChangeAnswer } from '../queries';
import { orderPanelTexts } from '../texts';
import { sendChange } from './refusal';

type Texts = Record<keyof (typeof orderPanelTexts)['en'], string>;

type SectionProps = {
  order: AdminOrder;
  /** The signed-in admin holds orders:write. */
  canWrite: boolean;
  changes: OrderChanges;
  onConflict: (message: string) => void;
};

/** Sends an edit and says how it went; true when saved (the caller closes its form). */
function useSendEdit({ order, changes, onConflict }: SectionProps) {
  const texts = useTexts(orderPanelTexts);
  const language = useLanguage();
  const [refused, setRefused] = useState<string | null>(null);
  const send = async (call: () => Promise<OrderChangeAnswer>, saved: string) => {
    setRefused(null);
    const outcome = await sendChange(call, { texts, language, reload: () => changes.reload(order.orderId) });
    if (outcome.saved) {
      adminToast.success(saved);
      return true;
    }
    if (outcome.conflict) onConflict(outcome.message);
    else setRefused(outcome.message);
    return false;
  };
  return { send, refused };
}

/** A section of the panel with its heading and, while the order may still be edited, an Edit button. */
function EditableSection({
  title,
  editing,
  onEdit,
  canEdit,
  children,
}: {
  title: string;
  editing: boolean;
  onEdit: () => void;
  canEdit: boolean;
  children: ReactNode;
}) {
  const texts = useTexts(orderPanelTexts);
  return (
    <section className="order-panel-section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {canEdit && !editing && (
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`${texts.edit}: ${title}`}>
            {texts.edit}
          </Button>
        )}
      </Group>
      {children}
    </section>
  );
}

function NotEditable({ order, texts }: { order: AdminOrder; texts: Texts }) {
  const statusTexts = useTexts(orderStatusTexts);
  return (
    <Text size="xs" c="gray.7" mt="xs">
      {fillText(texts.notEditable, { status: statusTexts[order.statusCode] })}
    </Text>
  );
}

/** The delivery address of the order; an edit concerns this order only. */
export function ShippingSection(props: SectionProps) {
  const { order, canWrite } = props;
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
  const { order, changes, onClose } = props;
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
    if (await send(() => changes.editShipping(order.orderId, body), texts.shippingSaved)) onClose();
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

/** Who the order is for and how to reach them (copied when placed; an edit concerns this order only). */
export function ContactSection(props: SectionProps) {
  const { order, canWrite } = props;
  const texts = useTexts(orderPanelTexts);
  const [editing, setEditing] = useState(false);
  const { contact } = order;
  return (
    <EditableSection
      title={texts.contactSection}
      editing={editing}
      onEdit={() => setEditing(true)}
      canEdit={canWrite && order.editable}
    >
      {editing ? (
        <ContactForm {...props} onClose={() => setEditing(false)} />
      ) : (
        <dl className="order-facts-grid">
          <div>
            <dt>{texts.customerName}</dt>
            <dd>
              <bdi>{contact.customerName}</bdi>
            </dd>
          </div>
          <div>
            <dt>{texts.customerEmail}</dt>
            <dd>
              <bdi dir="ltr">{contact.customerEmail}</bdi>
            </dd>
          </div>
          <div>
            <dt>{texts.customerPhone}</dt>
            <dd>{contact.customerPhone ? <bdi dir="ltr">{contact.customerPhone}</bdi> : '—'}</dd>
          </div>
        </dl>
      )}
      {!order.editable && canWrite && <NotEditable order={order} texts={texts} />}
    </EditableSection>
  );
}

function ContactForm(props: SectionProps & { onClose: () => void }) {
  const { order, changes, onClose } = props;
  const texts = useTexts(orderPanelTexts);
  const { send, refused } = useSendEdit(props);
  const form = useAdminForm({
    schema: orderContactRequest,
    defaultValues: {
      version: order.version,
      customerName: order.contact.customerName,
      customerEmail: order.contact.customerEmail,
      customerPhone: order.contact.customerPhone ?? '',
    },
  });
  const submit = async (body: z.output<typeof orderContactRequest>) => {
    if (await send(() => changes.editContact(order.orderId, body), texts.contactSaved)) onClose();
  };
  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <div className="order-fields">
          <TextField
            name="customerName"
            label={texts.customerName}
            required
            maxLength={addressLimits.textMax}
          />
          <TextField name="customerEmail" label={texts.customerEmail} type="email" required maxLength={254} />
          <TextField name="customerPhone" label={texts.customerPhone} maxLength={addressLimits.phoneMax} />
        </div>
        <EditFormEnd refused={refused} onClose={onClose} />
      </Stack>
    </AdminForm>
  );
}

/** An edit form's end: the server's refusal, if any, then save and cancel. */
function EditFormEnd({ refused, onClose }: { refused: string | null; onClose: () => void }) {
  const texts = useTexts(orderPanelTexts);
  return (
    <>
      {refused && (
        <Alert color="red" role="alert" py="xs">
          {refused}
        </Alert>
      )}
      <Group gap="sm">
        <SubmitButton disabledUntilChanged>{texts.save}</SubmitButton>
        <Button variant="default" onClick={onClose}>
          {texts.cancel}
        </Button>
      </Group>
    </>
  );
}
