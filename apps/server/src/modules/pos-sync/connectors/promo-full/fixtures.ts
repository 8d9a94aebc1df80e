/**
 * PromoFull files of our own making in the law's dialects (the research's §5 and variants). Chain and
 * store ids are made up; the barcodes are made up with valid GTIN-13 check digits.
 */

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** §5.1: "3 for ₪20" as RewardType 10 (two items, Clubs under Promotion) and as Rami Levy's RewardType 1. */
export const BUNDLES_XML = `${DECLARATION}<Root>
  <ChainId>7290000000999</ChainId>
  <SubChainId>001</SubChainId>
  <StoreId>042</StoreId>
  <BikoretNo>5</BikoretNo>
  <Promotions Count="2">
    <Promotion>
      <PromotionId>900001</PromotionId>
      <PromotionDescription>יוגורט פירות 3 ב-20</PromotionDescription>
      <PromotionUpdateDate>2026-11-20 08:00</PromotionUpdateDate>
      <PromotionStartDate>2026-11-22</PromotionStartDate>
      <PromotionStartHour>00:00:00</PromotionStartHour>
      <PromotionEndDate>2026-12-05</PromotionEndDate>
      <PromotionEndHour>23:59:00</PromotionEndHour>
      <RewardType>10</RewardType>
      <AllowMultipleDiscounts>0</AllowMultipleDiscounts>
      <IsWeightedPromo>0</IsWeightedPromo>
      <MinQty>3.00</MinQty>
      <MaxQty>0</MaxQty>
      <DiscountRate>0.00</DiscountRate>
      <DiscountedPrice>20.00</DiscountedPrice>
      <DiscountedPricePerMida>6.67</DiscountedPricePerMida>
      <MinNoOfItemOfered>10</MinNoOfItemOfered>
      <AdditionalRestrictions>
        <AdditionalIsCoupon>0</AdditionalIsCoupon>
        <AdditionalGiftCount>0</AdditionalGiftCount>
        <AdditionalIsTotal>0</AdditionalIsTotal>
        <AdditionalIsActive>1</AdditionalIsActive>
      </AdditionalRestrictions>
      <PromotionItems Count="2">
        <Item><ItemCode>7290000001012</ItemCode><ItemType>1</ItemType><IsGiftItem>0</IsGiftItem></Item>
        <Item><ItemCode>7290000001029</ItemCode><ItemType>1</ItemType><IsGiftItem>0</IsGiftItem></Item>
      </PromotionItems>
      <Clubs><ClubId>0</ClubId></Clubs>
      <Remarks/>
    </Promotion>
    <!-- Same deal in the Rami-Levy style: RewardType 1 with MinQty 3 -->
    <Promotion>
      <PromotionId>900002</PromotionId>
      <PromotionDescription>יוגורט וניל 3 ב-20</PromotionDescription>
      <PromotionUpdateDate>2026-11-20 08:00</PromotionUpdateDate>
      <PromotionStartDate>2026-11-22</PromotionStartDate>
      <PromotionStartHour>00:00:00</PromotionStartHour>
      <PromotionEndDate>2026-12-05</PromotionEndDate>
      <PromotionEndHour>23:59:00</PromotionEndHour>
      <RewardType>1</RewardType>
      <AllowMultipleDiscounts>1</AllowMultipleDiscounts>
      <IsWeightedPromo>0</IsWeightedPromo>
      <MinQty>3.00</MinQty>
      <DiscountedPrice>20.00</DiscountedPrice>
      <DiscountedPricePerMida>6.67</DiscountedPricePerMida>
      <MinNoOfItemOfered>10</MinNoOfItemOfered>
      <AdditionalRestrictions>
        <AdditionalIsCoupon>0</AdditionalIsCoupon>
        <AdditionalGiftCount>0</AdditionalGiftCount>
        <AdditionalIsTotal>0</AdditionalIsTotal>
        <AdditionalIsActive>1</AdditionalIsActive>
      </AdditionalRestrictions>
      <PromotionItems Count="1">
        <Item><ItemCode>7290000001036</ItemCode><ItemType>1</ItemType><IsGiftItem>0</IsGiftItem></Item>
      </PromotionItems>
      <Clubs><ClubId>0</ClubId></Clubs>
    </Promotion>
  </Promotions>
</Root>
`;

/** §5.2: 20 % off, Clubs inside AdditionalRestrictions as text, limited to 4, 07:00–21:00. */
export const PERCENT_XML = `${DECLARATION}<Root>
  <ChainId>7290000000999</ChainId>
  <SubChainId>001</SubChainId>
  <StoreId>042</StoreId>
  <BikoretNo>5</BikoretNo>
  <Promotions Count="1">
    <Promotion>
      <PromotionId>900010</PromotionId>
      <PromotionDescription>20% הנחה על דגני בוקר</PromotionDescription>
      <PromotionUpdateDate>2026-11-20 08:00</PromotionUpdateDate>
      <PromotionStartDate>2026-11-22</PromotionStartDate>
      <PromotionStartHour>07:00:00</PromotionStartHour>
      <PromotionEndDate>2026-11-30</PromotionEndDate>
      <PromotionEndHour>21:00:00</PromotionEndHour>
      <RewardType>2</RewardType>
      <DiscountType>2</DiscountType>
      <AllowMultipleDiscounts>0</AllowMultipleDiscounts>
      <IsWeightedPromo>0</IsWeightedPromo>
      <MinQty>1.00</MinQty>
      <MaxQty>4</MaxQty>
      <DiscountRate>20.00</DiscountRate>
      <MinNoOfItemOfered>10</MinNoOfItemOfered>
      <AdditionalRestrictions>
        <AdditionalIsCoupon>0</AdditionalIsCoupon>
        <AdditionalGiftCount>0</AdditionalGiftCount>
        <Clubs><ClubId>0 - כלל הלקוחות</ClubId></Clubs>
        <AdditionalIsTotal>0</AdditionalIsTotal>
        <AdditionalIsActive>1</AdditionalIsActive>
      </AdditionalRestrictions>
      <PromotionItems Count="1">
        <Item><ItemCode>7290000002019</ItemCode><ItemType>1</ItemType><IsGiftItem>0</IsGiftItem></Item>
      </PromotionItems>
      <Remarks/>
    </Promotion>
  </Promotions>
</Root>
`;

/** §5.3: a club member's set price in the grouped form (B), BigID header tags, the id with leading zeros. */
export const GROUPED_XML = `${DECLARATION}<Root>
  <ChainID>7290000000999</ChainID>
  <SubChainID>002</SubChainID>
  <StoreID>413</StoreID>
  <BikoretNo>0</BikoretNo>
  <Promotions>
    <Promotion>
      <PromotionUpdateTime>2026-11-20T09:15:00.000</PromotionUpdateTime>
      <AllowMultipleDiscounts>0</AllowMultipleDiscounts>
      <PromotionID>0000900020</PromotionID>
      <PromotionDescription>גבינה צהובה 200 גרם ב-9.90 לחברי מועדון</PromotionDescription>
      <PromotionStartDateTime>2026-11-22T00:00:00.000</PromotionStartDateTime>
      <PromotionEndDateTime>2026-11-28T23:59:00.000</PromotionEndDateTime>
      <PromotionStartHour/>
      <PromotionEndHour/>
      <PromotionDays/>
      <RedemptionLimit>2</RedemptionLimit>
      <MinNoOfItemOffered>10</MinNoOfItemOffered>
      <ClubID>3 - מועדון לקוחות</ClubID>
      <AdditionalIsCoupon>0</AdditionalIsCoupon>
      <AdditionalRestrictions/>
      <Remarks/>
      <Groups>
        <Group>
          <GroupID>1</GroupID>
          <MinPurchaseAmount>0.00</MinPurchaseAmount>
          <DiscountType/>
          <PromotionItems>
            <PromotionItem>
              <ItemCode>7290000003016</ItemCode>
              <ItemType>1</ItemType>
              <RewardType>3</RewardType>
              <MinQty>1</MinQty>
              <MaxQty/>
              <DiscountRate>33.89</DiscountRate>
              <DiscountedPrice>9.90</DiscountedPrice>
              <DiscountedPricePerMida>4.95</DiscountedPricePerMida>
              <bIsWeighted>0</bIsWeighted>
            </PromotionItem>
          </PromotionItems>
        </Group>
      </Groups>
    </Promotion>
  </Promotions>
</Root>
`;

/** A grouped promotion's `<Group>`, for files of several groups. */
export const GROUP = (id: string, code: string) =>
  `<Group><GroupID>${id}</GroupID><MinPurchaseAmount>0.00</MinPurchaseAmount><PromotionItems><PromotionItem>` +
  `<ItemCode>${code}</ItemCode><ItemType>1</ItemType><RewardType>3</RewardType><MinQty>1</MinQty>` +
  '<DiscountedPrice>9.90</DiscountedPrice><bIsWeighted>0</bIsWeighted></PromotionItem></PromotionItems></Group>';

/** The legacy `<Sales><Sale>` dialect (C): one row per item, dates with slashes, the promotion repeated. */
export const SALES_XML = `<?xml version="1.0" encoding="utf-8"?>
<root><ChainID>7290000000999</ChainID><SubChainID>1</SubChainID><StoreID>7</StoreID><BikoretNo>3</BikoretNo>
<Sales Count="3">
${['7290000004013', '7290000004020']
  .map(
    (code) =>
      `<Sale><PriceUpdateDate>2026/11/20 10:00:00</PriceUpdateDate><ItemCode>${code}</ItemCode><ItemType>1</ItemType>` +
      '<PromotionId>555</PromotionId><PromotionDescription>קפה 1+1</PromotionDescription>' +
      '<PromotionStartDate>2026/11/21</PromotionStartDate><PromotionStartHour>08:00</PromotionStartHour>' +
      '<PromotionEndDate>2026/12/01</PromotionEndDate><PromotionEndHour>22:00</PromotionEndHour>' +
      '<RewardType>7</RewardType><MinQty>2</MinQty><DiscountRate>100</DiscountRate><AllowMultipleDiscounts>0</AllowMultipleDiscounts>' +
      '<IsWeightedPromo>0</IsWeightedPromo><ClubId>0</ClubId><AdditionalIsCoupon>0</AdditionalIsCoupon><IsGiftItem>0</IsGiftItem></Sale>',
  )
  .join('\n')}
<Sale><ItemCode>7290000004037</ItemCode><ItemType>1</ItemType><PromotionId>556</PromotionId>
<PromotionDescription>שוקולד השני ב-50%</PromotionDescription><PromotionStartDate>2026/11/21</PromotionStartDate>
<PromotionEndDate>2026/12/01</PromotionEndDate><RewardType>9</RewardType><MinQty>2</MinQty><DiscountRate>5000</DiscountRate>
<DiscountedPrice>0</DiscountedPrice><ClubId>2 - מועדון אשראי</ClubId></Sale>
</Sales></root>
`;

/** Super-Pharm's `<OrderXml>` (D): one `<Line>` per promotion and item, the rest in `<PromotionDetails>`. */
export const ORDER_XML = `<?xml version="1.0" encoding="ISO-8859-8"?>
<OrderXml><Envelope><ChainId>7290172900007</ChainId><SubChainId>1</SubChainId><StoreId>350</StoreId><BikoretNo>7</BikoretNo>
<Header><Details Count="3">
${['7290000005010', '7290000005027']
  .map(
    (code) =>
      `<Line><PriceUpdateDate>2026-11-20 06:00:00</PriceUpdateDate><ItemCode>${code}</ItemCode><IsGiftItem>0</IsGiftItem>` +
      '<RewardType>1</RewardType><AllowMultipleDiscounts>1</AllowMultipleDiscounts><PromotionId>77001</PromotionId>' +
      '<PromotionDetails><PromotionDescription>שמפו 2 ב-30</PromotionDescription>' +
      '<PromotionStartDate>2026-11-22</PromotionStartDate><PromotionStartHour>00:00</PromotionStartHour>' +
      '<PromotionEndDate>2026-12-31</PromotionEndDate><PromotionEndHour>23:59</PromotionEndHour><ClubId>0</ClubId>' +
      '<MinQty>2</MinQty><MaxQty>6</MaxQty><DiscountRate>0</DiscountRate><DiscountType>1</DiscountType>' +
      '<MinPurchaseAmnt>0</MinPurchaseAmnt><DiscountedPrice>30.00</DiscountedPrice><DiscountedPricePerMida>15.00</DiscountedPricePerMida>' +
      '<MinNoOfItemOfered>10</MinNoOfItemOfered><AdditionalIsCoupon>0</AdditionalIsCoupon><AdditionalGiftCount>0</AdditionalGiftCount>' +
      '<AdditionalIsTotal>0</AdditionalIsTotal><AdditionalMinBasketAmount>100.00</AdditionalMinBasketAmount><Remarks/></PromotionDetails></Line>',
  )
  .join('\n')}
<Line><ItemCode>7290000005034</ItemCode><IsGiftItem>0</IsGiftItem><RewardType>6</RewardType><PromotionId>77002</PromotionId>
<PromotionDetails><PromotionDescription>מתנה בקניית בושם</PromotionDescription><PromotionStartDate>2026-11-22</PromotionStartDate>
<PromotionEndDate>2026-12-31</PromotionEndDate><DiscountedPrice>0</DiscountedPrice></PromotionDetails></Line>
</Details></Header></Envelope></OrderXml>
`;

/** The terms of a flat promotion (A), overridable by element; `items` are ItemCode[:ItemType[:IsGiftItem]]. */
export interface FlatTerms {
  id?: string;
  description?: string;
  fields?: Record<string, string>;
  restrictions?: Record<string, string>;
  items?: string[];
}

const elements = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => (value === '' ? `<${name}/>` : `<${name}>${value}</${name}>`))
    .join('');

/** A `<Promotion>` of the flat form: a set price of ₪9.90 from 2026-11-22 to 2026-12-05 unless overridden. */
export function flatPromotion(terms: FlatTerms = {}): string {
  const fields = {
    PromotionStartDate: '2026-11-22',
    PromotionStartHour: '00:00:00',
    PromotionEndDate: '2026-12-05',
    PromotionEndHour: '23:59:00',
    RewardType: '1',
    AllowMultipleDiscounts: '0',
    IsWeightedPromo: '0',
    MinQty: '1',
    DiscountRate: '0',
    DiscountedPrice: '9.90',
    MinNoOfItemOfered: '10',
    ...terms.fields,
  };
  const restrictions = { AdditionalIsCoupon: '0', AdditionalGiftCount: '0', ...terms.restrictions };
  const items = (terms.items ?? ['7290000001012']).map((item) => {
    const [code, type = '1', gift = '0'] = item.split(':');
    return `<Item><ItemCode>${code}</ItemCode><ItemType>${type}</ItemType><IsGiftItem>${gift}</IsGiftItem></Item>`;
  });
  return (
    `<Promotion><PromotionId>${terms.id ?? '1'}</PromotionId>` +
    `<PromotionDescription>${terms.description ?? 'מבצע'}</PromotionDescription>${elements(fields)}` +
    `<AdditionalRestrictions>${elements(restrictions)}</AdditionalRestrictions>` +
    `<PromotionItems Count="${items.length}">${items.join('')}</PromotionItems></Promotion>\n`
  );
}

/** A flat PromoFull holding `promotions`. */
export const flatFile = (...promotions: string[]) =>
  `${DECLARATION}<Root><ChainId>7290000000999</ChainId><SubChainId>001</SubChainId><StoreId>042</StoreId>` +
  `<Promotions Count="${promotions.length}">\n${promotions.join('')}</Promotions></Root>\n`;

/** Text as cp1255 and ISO-8859-8 both write it: ASCII as is, the Hebrew letters from 0xE0. */
export function hebrewSingleByte(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x80) return code;
      if (code >= 0x5d0 && code <= 0x5ea) return code - 0x5d0 + 0xe0;
      throw new Error(`no single byte for ${char}`);
    }),
  );
}

/** Files that are no promo file. */
export const OTHER_FILES = {
  priceFull:
    `${DECLARATION}<Root><ChainId>7290000000999</ChainId><StoreId>042</StoreId><Items Count="1"><Item>` +
    '<ItemCode>7290000001012</ItemCode><ItemName>יוגורט</ItemName><ItemPrice>5.90</ItemPrice></Item></Items></Root>\n',
  priceLines:
    `${DECLARATION}<OrderXml><Envelope><ChainId>7290172900007</ChainId><Header><Details><Line>` +
    '<ItemCode>7290000005010</ItemCode><ItemName>שמפו</ItemName><ItemPrice>19.90</ItemPrice></Line></Details></Header></Envelope></OrderXml>\n',
  stores:
    `${DECLARATION}<Root><ChainId>7290000000999</ChainId><SubChains><SubChain><Stores><Store><StoreId>1</StoreId>` +
    '</Store></Stores></SubChain></SubChains></Root>\n',
  unknown: `${DECLARATION}<Catalog><Book><Title>XML</Title></Book></Catalog>\n`,
  html: '<!DOCTYPE html>\n<html><body>Sign in</body></html>',
  broken: `${DECLARATION}<Root><ChainId>1</ChainId><Promotions><Promotion><PromotionId>1</PromotionId>\n</Promotions></Root>\n`,
} as const;
