import { screen, waitFor, within } from '@testing-library/react';
import { openInfoPage } from './open-info-page';

describe('informational screens in Hindi', () => {
  it.each([
    ['/hi/about', 'हमारे बारे में', 'हर श्रेणी में हज़ारों विक्रेताओं के उत्पाद।'],
    [
      '/hi/privacy',
      'गोपनीयता नीति',
      'हम आपकी जानकारी का इस्तेमाल ऑर्डर प्रोसेस करने और डिलीवर करने, ग्राहक सहायता देने, धोखाधड़ी रोकने और स्टोर को बेहतर बनाने के लिए करते हैं। हम आपकी निजी जानकारी नहीं बेचते।',
    ],
    [
      '/hi/terms',
      'उपयोग की शर्तें',
      'ये शर्तें भारत के कानूनों के अधीन हैं; इनसे जुड़े मामलों का अधिकार क्षेत्र बेंगलुरु की अदालतों के पास है।',
    ],
    [
      '/hi/security',
      'सुरक्षा',
      'Bazaar फ़ोन, ईमेल या चैट पर आपसे कभी भी आपका पासवर्ड, OTP या कार्ड PIN नहीं माँगेगा।',
    ],
    ['/hi/contact', 'संपर्क करें', 'ग्राहक सेवा: 1800-202-9898 (सुबह 9 बजे से रात 9 बजे तक, हर दिन)'],
    [
      '/hi/epr-compliance',
      'EPR अनुपालन',
      'घर से ई-वेस्ट का मुफ़्त पिकअप बुक करने के लिए 1800-202-9898 पर कॉल करें।',
    ],
    ['/hi/faq', 'अक्सर पूछे जाने वाले सवाल', 'ऑर्डर, डिलीवरी, भुगतान और वापसी से जुड़े सवालों के झटपट जवाब।'],
    ['/hi/payment', 'भुगतान', 'UPI और ऑनलाइन वॉलेट।'],
    ['/hi/shipping', 'शिपिंग', 'आपका ऑर्डर आप तक कैसे और कब पहुँचता है।'],
    ['/hi/cancellation', 'ऑर्डर रद्द करना और वापसी', 'ऑर्डर शिप होने से पहले आप उसे कभी भी रद्द कर सकते हैं।'],
    ['/hi/notification', 'सूचनाएँ', 'आपके ऑर्डर, ऑफ़र और विशलिस्ट से जुड़े अपडेट।'],
    [
      '/hi/customer_support',
      'ग्राहक सहायता',
      'support@bazaar.in पर ईमेल करें; हम 24 घंटे के भीतर जवाब देते हैं।',
    ],
    [
      '/hi/gift_card',
      'गिफ़्ट कार्ड',
      'कार्ड ईमेल से भेजा जाता है और इसे स्टोर के किसी भी उत्पाद पर इस्तेमाल किया जा सकता है।',
    ],
    ['/hi/becomeseller', 'विक्रेता बनें', 'Bazaar के साथ पूरे भारत के करोड़ों ग्राहकों को ऑनलाइन बेचें।'],
  ])('%s reads in Hindi', async (path, heading, paragraph) => {
    const { main, address } = await openInfoPage(path, heading);
    expect(main.getByText(paragraph)).toBeInTheDocument();
    expect(address()).toBe(path);
  });

  it('payments quote their figures inside the Hindi sentences', async () => {
    const { main } = await openInfoPage('/hi/payment', 'भुगतान');
    expect(main.getByText('44 बैंकों में इंटरनेट बैंकिंग।')).toBeInTheDocument();
    expect(main.getByText('₹50,000 तक के ऑर्डर के लिए कैश ऑन डिलीवरी।')).toBeInTheDocument();
    expect(
      main.getByText(
        '3, 6, 9, 12, 18 और 24 महीने की आसान मासिक किस्तों में भुगतान करें, बिना किसी प्रोसेसिंग फ़ीस के। EMI चुनिंदा क्रेडिट कार्ड पर उपलब्ध है; ब्याज दर आपका बैंक तय करता है।',
      ),
    ).toBeInTheDocument();
    expect(main.getByText(/हम आपके कार्ड नंबर के सिर्फ़ आखिरी 4 अंक रखते हैं।$/)).toBeInTheDocument();
  });

  it('the policy and the support page keep their own return windows in Hindi', async () => {
    const policy = await openInfoPage('/hi/cancellation', 'ऑर्डर रद्द करना और वापसी');
    expect(
      policy.main.getByText('सामान मिलने के 7 दिनों के भीतर वापसी स्वीकार की जाती है।'),
    ).toBeInTheDocument();
    expect(policy.main.getByText(/रिफ़ंड 5-7 कार्यदिवसों के भीतर/)).toBeInTheDocument();
    policy.unmount();
    const support = await openInfoPage('/hi/customer_support', 'ग्राहक सहायता');
    expect(
      support.main.getByText('ज़्यादातर उत्पाद डिलीवरी के 30 दिनों के भीतर लौटाए जा सकते हैं।'),
    ).toBeInTheDocument();
  });

  it('shipping and gift cards quote days and rupee amounts in Hindi', async () => {
    const shipping = await openInfoPage('/hi/shipping', 'शिपिंग');
    expect(shipping.main.getByText('स्टैंडर्ड डिलीवरी: 3-7 कार्यदिवस।')).toBeInTheDocument();
    expect(shipping.main.getByText('एक्सप्रेस डिलीवरी: 1-3 कार्यदिवस।')).toBeInTheDocument();
    shipping.unmount();
    const giftCards = await openInfoPage('/hi/gift_card', 'गिफ़्ट कार्ड');
    expect(
      giftCards.main.getByText('₹50 से लेकर ₹10,000 और उससे ज़्यादा, कोई भी राशि चुनें।'),
    ).toBeInTheDocument();
    expect(giftCards.main.getByText('दिवाली')).toBeInTheDocument();
  });

  it('notifications keep the product names and count hours and days in Hindi', async () => {
    const { main } = await openInfoPage('/hi/notification', 'सूचनाएँ');
    expect(main.getByText('आपका ऑर्डर रास्ते में है')).toBeInTheDocument();
    expect(
      main.getByText('Fastrack Reflex Play+ Smart Watch शिप हो गया है और जल्द ही आप तक पहुँच जाएगा।'),
    ).toBeInTheDocument();
    expect(main.getByText('2 घंटे पहले')).toBeInTheDocument();
    expect(main.getByText('कल')).toBeInTheDocument();
    expect(main.getByText('3 दिन पहले')).toBeInTheDocument();
    expect(main.getByText('पिछले हफ़्ते')).toBeInTheDocument();
  });

  it('faq: a Hindi question opens its answer with the amount in it', async () => {
    const { main, user } = await openInfoPage('/hi/faq', 'अक्सर पूछे जाने वाले सवाल');
    await user.click(main.getByRole('button', { name: 'क्या कैश ऑन डिलीवरी उपलब्ध है?' }));
    // The item's body shows once the accordion has opened it (a state change after the click).
    await waitFor(() => expect(main.getByText('हाँ, ₹50,000 तक के ऑर्डर पर।')).toBeVisible());
    await user.click(main.getByRole('button', { name: 'क्या EMI में भुगतान किया जा सकता है?' }));
    // One answer open at a time: this one shows once the other has handed over.
    await waitFor(() =>
      expect(
        main.getByText(
          'EMI 3, 6, 9, 12, 18 और 24 महीने की अवधि के लिए उपलब्ध है, बिना किसी प्रोसेसिंग फ़ीस के।',
        ),
      ).toBeVisible(),
    );
  });

  it('become a seller: figures in Hindi, and the contact link inside its sentence stays Hindi', async () => {
    const { main, user, address } = await openInfoPage('/hi/becomeseller', 'विक्रेता बनें');
    expect(main.getByText('आपके ग्राहकों को 2-4 दिनों में पक्की डिलीवरी')).toBeInTheDocument();
    expect(main.getByText('< 10 मिनट')).toBeInTheDocument();
    expect(main.getByText('3 दस्तावेज़ों के साथ 10 मिनट से कम में विक्रेता अकाउंट')).toBeInTheDocument();
    expect(
      main.getByRole('heading', { level: 2, name: 'आपको बस 3 दस्तावेज़ चाहिए' }),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'खरीदारी पर वापस जाएँ' })).toHaveAttribute('href', '/hi/');
    const contact = main.getByRole('link', { name: 'हमसे संपर्क करें' });
    expect(contact).toHaveAttribute('href', '/hi/contact');
    expect(contact.parentElement).toHaveTextContent(/^बेचने के बारे में कोई सवाल\? हमसे संपर्क करें$/);
    await user.click(contact);
    expect(
      await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'संपर्क करें' }),
    ).toBeInTheDocument();
    expect(address()).toBe('/hi/contact');
  });

  it('epr compliance: the collection-point table in Hindi, phone numbers as they are', async () => {
    const { main } = await openInfoPage('/hi/epr-compliance', 'EPR अनुपालन');
    const region = main.getByRole('region', { name: 'कलेक्शन पॉइंट' });
    const table = within(within(region).getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'शहर',
      'राज्य',
      'पता',
      'फ़ोन',
    ]);
    const bengaluru = within(table.getByRole('row', { name: /बेंगलुरु/ }));
    expect(bengaluru.getByRole('cell', { name: 'कर्नाटक' })).toBeInTheDocument();
    expect(
      bengaluru.getByRole('cell', { name: '14, पीन्या इंडस्ट्रियल एरिया, फ़ेज़ II, 560058' }),
    ).toBeInTheDocument();
    expect(bengaluru.getByRole('cell', { name: '080-4123 5500' })).toBeInTheDocument();
  });

  it('contact: the form, its fields and the location toggle are named in Hindi', async () => {
    const { main, user } = await openInfoPage('/hi/contact', 'संपर्क करें');
    const form = within(main.getByRole('form', { name: 'संपर्क फ़ॉर्म' }));
    expect(form.getByRole('textbox', { name: /^नाम/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^ईमेल/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^संदेश/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^फ़ोन \(वैकल्पिक\)/ })).not.toBeRequired();
    expect(form.getByRole('button', { name: 'सबमिट करें' })).toBeInTheDocument();
    const toggle = main.getByRole('button', { name: 'लोकेशन दिखाएँ' });
    await user.click(toggle);
    expect(toggle).toHaveTextContent('लोकेशन छिपाएँ');
    expect(
      main.getByRole('img', { name: 'रेज़िडेंसी रोड, बेंगलुरु पर Bazaar का मुख्य कार्यालय दिखाता नक्शा' }),
    ).toBeInTheDocument();
  });
});
