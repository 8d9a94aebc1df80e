import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { TextField } from '../../../components/form/Field';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { Icon } from '../../../components/icons/Icon';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { storefrontPageTitles } from '../../shared/texts';
import { emptyPayment, type PaymentValues, paymentRules } from './rules';
import { paymentTexts } from './texts';
import '../../../components/form/form.css';
import './payment.css';

type FieldName = keyof PaymentValues;
type Setup = {
  name: FieldName;
  autoComplete: string;
  ltr?: boolean;
  type?: 'email' | 'tel';
  inputMode?: 'numeric';
  wide?: boolean;
};

const sections: { title: 'contact' | 'shippingAddress' | 'card'; fields: Setup[] }[] = [
  {
    title: 'contact',
    fields: [
      { name: 'fullName', autoComplete: 'name', wide: true },
      { name: 'email', autoComplete: 'email', type: 'email', ltr: true },
      { name: 'phone', autoComplete: 'tel', type: 'tel', ltr: true },
    ],
  },
  {
    title: 'shippingAddress',
    fields: [
      { name: 'address', autoComplete: 'shipping street-address', wide: true },
      { name: 'city', autoComplete: 'shipping address-level2' },
      { name: 'zip', autoComplete: 'shipping postal-code', ltr: true },
    ],
  },
  {
    title: 'card',
    fields: [
      { name: 'cardNumber', autoComplete: 'cc-number', inputMode: 'numeric', ltr: true, wide: true },
      { name: 'expiry', autoComplete: 'cc-exp', ltr: true },
      { name: 'cvv', autoComplete: 'cc-csc', inputMode: 'numeric', ltr: true },
    ],
  },
];

/**
 * The payment placeholder (spec 2; decision 0019): the spec's form with required fields only, and
 * nothing sent or stored. Pay now on a valid form says that paying happens on delivery, clears the
 * card fields and links to my orders (the spec's target route does not exist).
 */
export function PaymentPage() {
  const texts = useTexts(paymentTexts);
  useDocumentTitle(useTexts(storefrontPageTitles).payment);
  const language = useLanguage();
  const [answered, setAnswered] = useState(false);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isValid },
  } = useForm<PaymentValues>({ mode: 'onTouched', reValidateMode: 'onChange', defaultValues: emptyPayment });
  const rules = paymentRules(texts);

  const payNow = handleSubmit(() => {
    for (const field of ['cardNumber', 'expiry', 'cvv'] as const) resetField(field);
    setAnswered(true);
  });

  const field = (setup: Setup) => (
    <div key={setup.name} className={setup.wide ? 'payment__wide' : undefined}>
      <TextField
        label={texts[setup.name]}
        autoComplete={setup.autoComplete}
        type={setup.type}
        inputMode={setup.inputMode}
        dir={setup.ltr ? 'ltr' : undefined}
        error={errors[setup.name]?.message}
        {...register(setup.name, setup.name === 'expiry' ? rules.expiry : rules.required)}
        onInput={() => setAnswered(false)}
      />
    </div>
  );

  return (
    <section className="payment" aria-labelledby="payment-title">
      <header className="payment__header">
        <span className="payment__icon">
          <Icon name="lock" size={26} />
        </span>
        <h1 id="payment-title">{texts.title}</h1>
        <p>{texts.intro}</p>
      </header>
      <form className="form" noValidate onSubmit={payNow}>
        {sections.map((section) => (
          <fieldset key={section.title} className="payment__section">
            <legend>{texts[section.title]}</legend>
            <div className="payment__fields">{section.fields.map(field)}</div>
          </fieldset>
        ))}
        {answered && (
          <FormMessage tone="info" action={<Link to={`/${language}/my-orders`}>{texts.myOrders}</Link>}>
            {texts.notAvailable}
          </FormMessage>
        )}
        <SubmitButton pending={false} pendingLabel={texts.payNow} blocked={!isValid} icon="lock">
          {texts.payNow}
        </SubmitButton>
      </form>
    </section>
  );
}
