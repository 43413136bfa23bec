/**
 * /privacy (seven sections, last updated December
 * 2024, no keywords) and /terms (its content is not shown in the spec; written
 * here for a UK trades business dealing mainly with consumers).
 *
 * The company name and contact details are configuration: "we", "us" and
 * "our" mean the business named on this website, and the policies refer to
 * "the contact details on our Contact page" (the page links to /contact).
 */

import type { SeoBlock } from './types.ts'

type LegalSection = {
	heading: string
	paragraphs: string[]
	/** Rendered after the paragraphs. */
	list?: string[]
}

export type LegalDocument = {
	title: string
	lastUpdated: string
	sections: LegalSection[]
}

export const privacyPolicy: LegalDocument = {
	title: 'Privacy Policy',
	lastUpdated: 'December 2024',
	sections: [
		{
			heading: 'Information We Collect',
			paragraphs: [
				'We collect the information you give us when you ask for a quote, call us, send us an email or a WhatsApp message, subscribe to our newsletter or book work with us. We only ask for what we need to deal with your enquiry and carry out the work.',
				'Our website uses only the cookies it needs to work, such as the cookie that keeps our administrators signed in. We do not use advertising cookies, and we would ask for your consent before adding any cookie that is not strictly necessary.',
				'We count visits to the pages of this website on our own server, to learn which pages are useful: for each page and day we keep a number of visits and the name of the website that linked to it (such as google.co.uk), nothing more. This uses no cookies and nothing that identifies you or your device: no IP address, browser details or visitor ID is stored for it, and search engines’ robots are not counted. As nothing is stored on your device and nothing identifies you, there is no consent banner to answer.',
				'Depending on how you contact us, the information we hold can include:',
			],
			list: [
				'Your name, email address, phone number and postcode',
				'The service you are interested in and anything you tell us in your message, including photographs you send us',
				'The address of the property where the work is to be done, and any access arrangements',
				'Records of our quotations, invoices and payments, and of certificates issued for work at your property',
				'A record that you agreed to this policy when you submitted our enquiry form',
				'Your email address, if you subscribe to our newsletter',
				'Technical information such as your IP address and browser type, kept in our server logs to keep the website secure',
			],
		},
		{
			heading: 'How We Use Your Information',
			paragraphs: [
				'Under UK data protection law (the UK GDPR and the Data Protection Act 2018) we must have a lawful basis for using your information. We rely on: taking steps at your request before a contract, and then performing that contract; complying with our legal obligations; our legitimate interests in running and improving our business, where your rights do not outweigh them; and your consent for our newsletter, which you can withdraw at any time.',
				'We keep your information only for as long as we need it for these purposes. Job, invoice and certificate records are kept for as long as we may need them for guarantee claims and for as long as tax and accounting law requires. We do not make decisions about you by automated means.',
				'We use your information to:',
			],
			list: [
				'Reply to your enquiry and arrange a site visit and quotation',
				'Send you a confirmation when you submit an enquiry, and keep you updated about your job',
				'Carry out, manage and invoice the work you ask us to do',
				'Issue certificates and notify Building Control where the law requires it, for example for notifiable electrical work or a new boiler',
				'Deal with guarantee claims, complaints and disputes',
				'Send our newsletter if you have subscribed; every issue includes a link to unsubscribe',
				'Keep our website secure and working properly',
				'Meet our legal obligations, including keeping tax and accounting records',
			],
		},
		{
			heading: 'Information Sharing',
			paragraphs: [
				'We do not sell or rent your personal information to anyone. If a service provider stores information outside the UK, we make sure it is protected by UK adequacy regulations or by appropriate safeguards such as the International Data Transfer Agreement.',
				'We share your information only where we need to:',
			],
			list: [
				'With our own tradespeople, and any specialist we bring in for your job, so that they can contact you and carry out the work',
				'With the service providers who host our website, store our data and send our emails, who may use it only on our instructions',
				'With WhatsApp (Meta), if you choose to contact us that way; its own privacy policy applies to messages sent through it',
				'With Building Control and, for gas work, the Gas Safe Register, where the law requires work at your property to be notified',
				'With your managing agent, freeholder or landlord, where you ask us to or where the work needs their consent',
				'With our professional advisers, or with the police, courts or regulators where the law requires it',
			],
		},
		{
			heading: 'Data Security',
			paragraphs: [
				'We use appropriate technical and organisational measures to protect your information against loss, misuse and unauthorised access. Our website uses an encrypted (HTTPS) connection, access to enquiries and customer records is limited to the people who need it, and administrator accounts are protected by passwords.',
				"No system connected to the internet can be made completely secure. If a data breach is likely to put your rights and freedoms at risk, we will tell you, and we will report it to the Information Commissioner's Office (ICO) as the law requires.",
			],
		},
		{
			heading: 'Your Rights',
			paragraphs: [
				'You have rights over the personal information we hold about you. To use any of them, contact us using the details on our Contact page. There is normally no charge, and we will reply within one month.',
				"If you are unhappy with how we have handled your information, please tell us first so that we can put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at ico.org.uk.",
				'Your rights are to:',
			],
			list: [
				'Ask for a copy of the personal information we hold about you',
				'Ask us to correct information that is wrong or incomplete',
				'Ask us to delete your information where we no longer have a lawful reason to keep it',
				'Ask us to restrict how we use your information',
				'Object to our use of your information where we rely on legitimate interests, and to direct marketing at any time',
				'Receive information you gave us in a portable, machine-readable format',
				'Withdraw your consent at any time, where we rely on consent',
			],
		},
		{
			heading: 'Contact Us',
			paragraphs: [
				'We are the data controller for the personal information described in this policy.',
				'If you have any questions about this policy or how we use your information, or you want to use any of your rights, please get in touch using the contact details on our Contact page.',
			],
		},
		{
			heading: 'Changes to This Policy',
			paragraphs: [
				'We may update this policy from time to time, for example when the law changes or we change the way we work. The date at the top of this page shows when it was last updated.',
				'If we make a significant change to how we use information you have already given us, we will tell you before the change takes effect.',
			],
		},
	],
}

export const termsOfService: LegalDocument = {
	title: 'Terms of Service',
	lastUpdated: 'December 2024',
	sections: [
		{
			heading: 'About These Terms',
			paragraphs: [
				'These terms apply to all work we carry out, from emergency call-outs to full refurbishments, unless we agree different terms with you in writing. In these terms, "we", "us" and "our" mean the business named on this website, and "you" means the customer who asks us to carry out the work.',
				'Your written quotation forms part of your contract with us. If anything in your quotation differs from these terms, the quotation applies.',
				'If you are a consumer, nothing in these terms affects your statutory rights.',
			],
		},
		{
			heading: 'Quotations',
			paragraphs: [
				'For planned work we give you a written quotation after a site visit, or from photographs and measurements for smaller jobs. The quotation sets out the work included, the price, any stage payments and the expected timescale.',
				'A quotation is a fixed price for the work it describes and is valid for 30 days from its date. After that, we may need to revise it to reflect changes in material prices or our availability.',
				'Some things cannot be seen until work starts, such as rotten timbers, defective wiring behind plaster or leaks under floors. Our quotation will say what assumptions we have made. If we find something that changes the work needed, we will stop, show you and agree the next step with you before going further.',
				'An estimate, as opposed to a quotation, is our best guide to the likely cost and is not a fixed price. We will always make clear which one we are giving you.',
			],
		},
		{
			heading: 'Variations to the Work',
			paragraphs: [
				'If you ask for changes to the work, or we find that changes are needed, we will tell you the effect on the price and the programme before we carry them out. We will only carry out a variation once you have agreed to it, and we will confirm it in writing; an email or message is enough.',
				'Delays caused by variations, by late decisions on finishes or fittings, or by materials you supply arriving late may extend the programme.',
			],
		},
		{
			heading: 'Payment',
			paragraphs: [
				'For larger projects we may ask for a deposit before work starts, mainly to cover materials ordered for your job. The deposit will be stated in your quotation.',
				'Longer projects are paid in stages as the work progresses, as set out in your quotation. Each stage payment is due when the stage it relates to is complete.',
				'Our final invoice is due within 14 days of completion. Smaller jobs and emergency call-outs are payable on completion unless we agree otherwise. We accept cash, credit card and bank transfer.',
				'Materials remain our property until they have been paid for. For business customers, we may claim interest and compensation on late payments under the Late Payment of Commercial Debts (Interest) Act 1998.',
				'If you have a genuine concern about any part of the work, please tell us straight away. You should pay any part of an invoice that is not in dispute while we resolve the concern.',
			],
		},
		{
			heading: 'Emergency Call-Outs',
			paragraphs: [
				'Our emergency call-out charges are shown on our Emergency page and depend on when you call. We will confirm the charge when you call, before we set off.',
				'On an emergency visit our first job is to make the situation safe. If the permanent repair can be done at the same visit, we will explain the cost and get your agreement before we do it; if not, we will give you a quotation for the remaining work.',
				'If you cancel an emergency visit after we have set off, we may charge a reasonable amount for the time and travel already spent.',
			],
		},
		{
			heading: 'Guarantees',
			paragraphs: [
				'We guarantee our workmanship for a minimum of 12 months from completion. If a fault caused by our workmanship appears during that time, we will put it right free of charge. Your quotation will say if a longer guarantee applies to the work.',
				"Appliances, boilers and other products we supply come with the manufacturer's warranty, which we pass on to you. Where a warranty needs to be registered, for example on a new boiler, we will register it or give you what you need to do so. Some manufacturers' warranties require annual servicing to stay valid.",
				'Where you supply materials or fittings yourself, we guarantee our fitting of them but not the items themselves.',
				'Our guarantee does not cover fair wear and tear, misuse, accidental damage, lack of maintenance, or work altered or repaired by anyone else. Please tell us about any problem as soon as you notice it, so that it does not get worse.',
				'Our guarantee is in addition to your legal rights and does not replace them.',
			],
		},
		{
			heading: 'Cancellations',
			paragraphs: [
				'If you are a consumer and you agree a contract with us away from our business premises, for example in your home, or at a distance by phone, email or online, you have the right to cancel it within 14 days under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. The cancellation period ends 14 days after the day the contract is made. To cancel, tell us clearly, for example by email, using the contact details on our Contact page.',
				'We will not start work within the cancellation period unless you expressly ask us to. If you ask us to start and then cancel within the 14 days, you will need to pay for the work carried out up to the time you told us you were cancelling. If the work is fully completed within the cancellation period at your express request, and you acknowledged that you would then lose the right to cancel, you will no longer be able to cancel.',
				'If you specifically ask us to visit to carry out urgent repairs or maintenance, you cannot cancel that urgent work once it is done. Any additional work we carry out at the same visit that you did not ask for in advance can still be cancelled.',
				'If you cancel after the cancellation period has ended, we may charge for the work we have already done, for materials ordered for your job that cannot be returned or used elsewhere, and for any other reasonable losses we incur as a result, but no more than that.',
			],
		},
		{
			heading: 'Access & Site Conditions',
			paragraphs: [
				'Please give us safe access to the work areas at the agreed times, and the use of water, electricity and toilet facilities during the work. Where parking permits or a parking bay suspension are needed, we will tell you in advance and the cost will be included in your quotation or agreed with you.',
				'Please clear the work areas of furniture, valuables and personal belongings, or let us know in advance if you need help with this. We will protect floors and finishes in the areas we work in and on the routes we use.',
				'Tell us about any hazards you know of before we start, including the results of any asbestos survey. In properties built or refurbished before 2000, we may need materials tested before we can disturb them, and the work may pause while this is done.',
				'Unless we agree otherwise in writing, you are responsible for obtaining any planning permission, listed building consent, freeholder or landlord consent, and for serving any notices under the Party Wall etc. Act 1996. We will tell you if we think the work is likely to need them. We will arrange any Building Regulations notification that applies to the work we carry out.',
			],
		},
		{
			heading: 'Liability',
			paragraphs: [
				'We carry out our work with reasonable care and skill, as the Consumer Rights Act 2015 requires. If we do not, you are entitled to ask us to repeat or fix the work, or, if we cannot, to a reduction in price. Your rights as a consumer under the Consumer Rights Act 2015 are not affected by these terms.',
				'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking this contract or failing to use reasonable care and skill. We are not responsible for loss or damage that was not foreseeable when the contract was made. If you are a consumer, we do not supply our services for business use and are not liable for loss of profit or business interruption.',
				'Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be excluded or limited by law.',
				'If you are a business customer, our total liability under the contract is limited to the contract price, except for the liabilities described in the paragraph above.',
			],
		},
		{
			heading: 'Complaints',
			paragraphs: [
				'If you are unhappy with any part of our work or service, please tell us as soon as possible, in writing if you can, using the contact details on our Contact page. Include your address, what went wrong and, if possible, photographs.',
				'We will acknowledge your complaint within 2 working days and aim to give you a full response within 14 days. If we need to visit to inspect the work, we will arrange this with you as soon as we can.',
				'If we cannot resolve your complaint, we will confirm our final position in writing. You can get free, independent advice from Citizens Advice, and you remain free to take the matter to court.',
			],
		},
		{
			heading: 'Governing Law',
			paragraphs: [
				'These terms, and any contract between us, are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute.',
				'If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
			],
		},
	],
}

export const privacySeo: SeoBlock = {
	title: 'Privacy Policy',
	description: 'How we collect, use, share and protect your personal information under UK data protection law, and how to use your rights.',
	keywords: [],
}

export const termsSeo: SeoBlock = {
	title: 'Terms of Service',
	description: 'Our terms for quotations, variations, payment, guarantees, cancellations, access, liability and complaints.',
	keywords: ['terms of service', 'workmanship guarantee', 'cancellation rights', 'quotation terms'],
}
