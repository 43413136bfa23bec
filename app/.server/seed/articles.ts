/**
 * The six starting articles (decision 0038): seed data, inserted by migration
 * 0012 on every installation and again by `seedDatabase` where one is
 * missing. The pages read the `articles` table, never this module.
 *
 * Bodies are trusted HTML, stored as written here, restricted to <h2>, <h3>,
 * <p>, <ul>, <ol>, <li>, <strong>, <em> and relative <a href="/..."> links
 * (enforced by articles-and-case-studies.test.ts). Company name, phone and
 * e-mail are configuration and never appear in copy; the only phone number
 * allowed is the national gas emergency line.
 */

import type { BlogArticle } from '#app/domain/article/article.ts'

/** A starting article as the copy gives it: its reading time is computed from the body, its date is its publish day. */
export type SeedArticle = Omit<BlogArticle, 'readTime'>

/** The publish time of a starting article: the start of its day (UTC, the same London date). */
export const seedArticlePublishAt = (article: Pick<SeedArticle, 'date'>) => `${article.date}T00:00:00Z`

/** A starting article as its row (the seed and migration 0012 insert the same; the migrations test compares them). */
export const seedArticleRow = (article: SeedArticle) => ({
	id: article.id,
	slug: article.slug,
	title: article.title,
	category: article.category,
	tags: article.tags,
	excerpt: article.excerpt,
	bodyHtml: article.content,
	authorName: article.author,
	featured: article.featured,
	seoKeywords: article.seo.keywords,
	metaDescription: article.seo.description,
	status: 'published' as const,
	publishAt: new Date(seedArticlePublishAt(article)),
})

const periodPropertiesContent = `
<p>Much of Maida Vale, Little Venice, Bayswater, Notting Hill and Kensington was built in the Georgian and Victorian periods, and a great deal of it still stands on its original lime mortar, timber sashes and lath-and-plaster ceilings. These buildings have lasted because of how they were made. Most of the problems we are called out to in period homes come from later work that ignored that (cement pointing, plastic paints, blocked air bricks) rather than from the original fabric. Here is how we approach a period refurbishment, and what every owner should know before work starts.</p>

<h2>Start with a survey, not a skip</h2>
<p>Before stripping anything out, find out what you have and what condition it is in. Walk every room and record the original features: cornicing, ceiling roses, picture rails, skirtings, architraves, panelled doors, shutters, fireplaces, floorboards and encaustic tiles in the hall. Once a feature goes in a skip it is gone, and even a good copy costs far more than a repair.</p>
<p>Check, too, whether the building is listed and whether it sits in a conservation area. Listed-building consent covers the interior as well as the outside, so replacing a staircase, removing a fireplace or taking down a lath-and-plaster partition in a listed house can need consent. Carrying out unauthorised works to a listed building is a criminal offence, and the liability passes to later owners. Your council and the National Heritage List for England will tell you where you stand. If you own a flat in a converted house, read your lease as well: most need the freeholder's written consent for alterations.</p>

<h2>Understand how a period building breathes</h2>
<p>Solid brick walls built with lime mortar and finished in lime plaster were never designed to be waterproof. They take on some moisture in wet weather and let it evaporate again when conditions dry. The trouble starts when that moisture is trapped. The culprits we find most often are:</p>
<ul>
<li>Cement-based repointing or render, which is harder and less permeable than the brick, so water leaves through the brick faces instead and they start to crumble.</li>
<li>Modern acrylic or vinyl masonry paints, and gypsum plasters applied over damp solid walls.</li>
<li>Garden, path or patio levels raised above the internal floor level, bridging whatever damp-proofing the house has.</li>
<li>Blocked or buried air bricks under suspended timber floors, leaving the joist ends sitting in still, damp air.</li>
<li>Leaking gutters, hoppers and downpipes, which are the cheapest thing to fix and the easiest to overlook.</li>
</ul>
<p>The principle is simple: like for like, and breathable where the original was breathable. Repoint with a lime mortar matched to the existing, plaster solid walls with lime, and finish with breathable paints such as limewash, distemper or a mineral silicate paint where it suits the surface.</p>

<h2>Damp: diagnose before you treat</h2>
<p>"Rising damp" is the diagnosis period homeowners hear most often, and it is frequently the wrong one. Condensation, penetrating damp from defective gutters or pointing, and bridged ground levels are far more common causes in London terraces. Readings from an ordinary moisture meter on old plaster or salt-contaminated walls can be misleading on their own. Ask for the cause to be identified and explained before any chemical damp-proof course or cement-based tanking is specified, and ideally take advice from someone who is not also selling the treatment. In our experience, repairing the rainwater goods, lowering external ground levels, clearing air bricks and replacing cement render with lime deals with most of it.</p>

<h2>Sash windows: repair first</h2>
<p>Original box sash windows are usually far more repairable than they look. Rot tends to be confined to the bottom rails, the sills and the lower parts of the box, and a good joiner can splice in new timber and keep the rest. A full overhaul typically includes:</p>
<ul>
<li>Easing and re-balancing the sashes, with new cords and adjusted weights where the glass has been changed.</li>
<li>Brush-pile draught-proofing at the beads and meeting rails, which makes a noticeable difference to comfort and stops the rattle.</li>
<li>Splicing in new timber where rot has set in, then priming and painting with a system made for exterior joinery.</li>
<li>Reputtying, and replacing broken panes with suitable glass.</li>
</ul>
<p>If you want better thermal performance, slim double-glazed units or secondary glazing are both options. In a listed building, replacing original windows or historic glass generally needs consent, and secondary glazing is often the easier route. In conservation areas, many councils have Article 4 directions that bring front windows under planning control even on houses, and flats do not have the permitted development rights that houses do, so check with the council before ordering anything that changes how a window looks.</p>

<h2>Lime plaster, lath and cornicing</h2>
<p>Lath-and-plaster ceilings that have sagged can often be re-secured with screws and plaster washers, and small areas can be patched with haired lime on new laths. Where a ceiling does have to come down, plasterboard can be the practical choice, but the cornice is worth saving: support it, cut it free carefully and keep it, or take a profile so a plasterer can run a matching length in situ or cast replacement sections.</p>
<p>Old cornices are often clogged with decades of distemper and emulsion. Careful steaming and picking out brings back the detail, while another coat of emulsion only buries it further. On walls, keep gypsum off solid masonry where you can. Lime plaster is slower to apply and dry, so build that into the programme.</p>

<h2>Floors, services and hidden hazards</h2>
<p>Suspended timber floors need air moving underneath, so new works must keep air bricks clear and cross-ventilation intact. When rewiring or replumbing, notch and drill joists only within the accepted limits for position and depth, and lift original boards by cutting the tongues or drawing the nails rather than levering them up.</p>
<p>Older paint layers often contain lead, so never dry-sand or burn off old paintwork without proper precautions. Some twentieth-century alterations may contain asbestos, for example in textured ceiling coatings, floor tiles or old boiler flues; if in doubt, have it tested before anyone disturbs it. New electrical work must comply with Part P of the Building Regulations, and any work on a gas appliance must be done by a Gas Safe registered engineer.</p>

<h2>Insulating without trapping moisture</h2>
<p>Period homes can be made much warmer, but the materials matter. Draught-proofing, loft insulation, working shutters and heavy curtains are low-risk and effective. Internal insulation on solid walls should use vapour-open materials such as wood fibre boards with a lime finish, detailed carefully at joist ends and window reveals. Foil-faced foam boards fixed to a solid wall can push condensation into the masonry behind them, where you will not see it until the damage is done.</p>

<h2>Talk to us about your period home</h2>
<p>Every period property is different, and the right answer comes from looking closely at the building first. If you are planning work on a Victorian or Georgian home in West London, <a href="/contact">get in touch</a> and we will arrange a visit, tell you plainly what we see and give you a clear written quote.</p>
`

const plumbingEmergencyContent = `
<p>Water coming through a ceiling or spraying from a split pipe is frightening, and the first ten minutes make a real difference to how much damage is done. Most of what matters in those minutes you can do yourself, without tools, as long as you know where things are. This guide takes you through the steps in order, what to do if you smell gas, and how to tell a true emergency from a problem that can safely wait until the morning.</p>

<h2>Step 1: turn off the water at the stopcock</h2>
<p>The internal stopcock (also called the stop tap or stop valve) controls the mains cold water supply to your home. In London houses it is most often under the kitchen sink, but we regularly find them in cellars and understairs cupboards, under floorboards near the front door, behind bath panels and in airing cupboards. In flats, look in the kitchen, the bathroom, a utility cupboard or a service cupboard in the hallway.</p>
<ul>
<li>Turn it clockwise to close it. Old valves can be stiff, so use steady pressure and a cloth for grip rather than a hammer or a long wrench, which can snap the spindle.</li>
<li>If it will not turn, there is usually an outside stop valve under a small cover in the pavement or front path. It normally needs a long-handled key, and on a shared supply it may turn off your neighbours as well.</li>
<li>Once the mains is off, open the cold taps to drain the pipes and flush the toilets to empty the cisterns.</li>
</ul>
<p>Find your stopcock today, before you need it, and check that it turns. It is the single most useful thing you can do.</p>

<h2>Step 2: deal with stored water and the boiler</h2>
<p>If you have a combination boiler, turning off the mains stops both the hot and the cold. If you have a hot water cylinder and a cold water tank in the loft, water can keep flowing from the tank after the mains is off. Look for a valve on the pipe leading out of the tank and close it, or open the hot taps to drain the system down faster. Switch off the boiler and any immersion heater so they are not left running without water.</p>

<h2>Step 3: make the electrics safe</h2>
<p>Water and electricity together are the real danger in most leaks. If water is coming through a ceiling light, running near sockets or getting into the room with the consumer unit:</p>
<ul>
<li>Do not touch switches, sockets or appliances that are wet or near the water.</li>
<li>If you can reach the consumer unit (the fuse box) while standing somewhere dry and with dry hands, switch off the main switch.</li>
<li>If the consumer unit itself is wet, or you would have to stand in water to reach it, keep away and tell us or an electrician when you call.</li>
<li>Do not switch the power back on until the circuits have been checked. Water can sit inside light fittings, back boxes and ceiling voids long after the leak has stopped.</li>
</ul>

<h2>If you smell gas</h2>
<p>A smell of gas is always an emergency, and your first call is not to a plumber. Do this:</p>
<ol>
<li>Do not operate electrical switches, including lights and doorbells, and do not use anything that could make a spark or a flame.</li>
<li>Open doors and windows.</li>
<li>If it is safe to do so, turn off the gas at the emergency control valve next to the meter, turning the handle so it sits across the pipe.</li>
<li>Leave the property and call the National Gas Emergency Service on <strong>0800 111 999</strong> from outside. The line is free and open 24 hours a day.</li>
</ol>
<p>Do the same if you suspect carbon monoxide: headaches, dizziness, nausea or drowsiness that ease when you leave the house, a lazy yellow or orange flame on a gas appliance, or sooty staining around it. Get everyone into fresh air and call 0800 111 999. Afterwards, only a Gas Safe registered engineer should work on the appliance.</p>

<h2>Step 4: limit the damage and record it</h2>
<p>Once the water is off and the electrics are safe:</p>
<ul>
<li>Catch drips in buckets and move furniture, rugs, electronics and paperwork out of the way.</li>
<li>If a ceiling is bulging with water, keep everyone out from underneath it. A ceiling holding water can come down without warning.</li>
<li>Photograph and film everything before you clear up: the source of the leak if you can see it, water marks, damaged belongings and the ceiling below. Take wide shots as well as close-ups.</li>
<li>Keep damaged items until your insurer says you can dispose of them, and keep receipts for anything you pay for.</li>
<li>Tell your insurer as early as you can. Many home policies include trace and access cover for finding a hidden leak, so ask before opening up walls or floors.</li>
<li>If you live in a flat, tell the neighbours below straight away and let your managing agent or freeholder know, as the buildings insurance may be theirs.</li>
</ul>

<h2>Frozen pipes and condensate pipes</h2>
<p>In a cold snap, a frozen pipe may split as it thaws. If a tap has stopped running, turn off the stopcock, open the tap and thaw the pipe gently, working back from the tap end, with a hairdryer on a low setting or warm cloths. Never use a blowtorch or any naked flame. If a condensing boiler has stopped in freezing weather, the plastic condensate pipe running outside has often frozen. Pouring warm (not boiling) water along it will usually free it, and the boiler can then be reset following the manufacturer's instructions.</p>

<h2>Is it really an emergency?</h2>
<p>Treat it as an emergency and call straight away if you have:</p>
<ul>
<li>Water you cannot stop, or any water leaking near electrics or through a ceiling.</li>
<li>A burst pipe, or a failed tank or cylinder.</li>
<li>Sewage backing up into the property, or the only toilet in the home blocked.</li>
<li>No heating or hot water in cold weather when someone elderly, very young or unwell lives in the home.</li>
<li>No water at all, once you have checked with your water supplier that there is no problem in the street.</li>
</ul>
<p>These can usually wait for a normal appointment: a dripping tap, a slow-draining basin, a toilet that keeps running into the pan, or a radiator that is cold at the top and needs bleeding. Booking them during working hours saves you paying an out-of-hours rate.</p>

<h2>When you call us</h2>
<p>Tell us your postcode, what is happening, whether the water is off and whether any electrics are affected. That lets us send the right person with the right parts. Our call-out charges and the areas we cover are set out on our <a href="/emergency">emergency page</a>. For planned repairs, or to have your stopcock and valves checked before the winter, <a href="/contact">send us an enquiry</a> and we will come back to you.</p>
`

const planningRegulationsContent = `
<p>Before any serious building work there are usually several separate permissions to think about, and they are often confused with one another. Planning permission, listed-building consent, Building Regulations approval, party wall notices and your freeholder's consent are different regimes run by different people, and having one does not mean you have the others. This is a practical outline of how they work for homes in West London. It is a starting point rather than legal advice, and the rules do change, so always check the current position with your council or a qualified professional before committing.</p>

<h2>Planning permission and permitted development</h2>
<p>Planning permission controls what you build, how it looks and how it is used. Many smaller changes to houses can be made without applying, under what are called permitted development rights. Within set limits, these cover things such as some single-storey rear extensions, some loft conversions and certain outbuildings. There are important exceptions:</p>
<ul>
<li><strong>Flats and maisonettes</strong> do not have householder permitted development rights. Most external changes to a flat, including a different style of window, need planning permission.</li>
<li><strong>Conservation areas</strong> reduce permitted development. Side extensions, external cladding and roof extensions such as dormers, for example, are generally not permitted development there.</li>
<li><strong>Article 4 directions</strong> remove specific permitted development rights in a defined area. Many conservation areas in Westminster (which takes in much of W9 and W2) and in Kensington and Chelsea have them, often covering front windows and doors, front boundary walls, roof coverings and the painting of brickwork.</li>
<li><strong>Conditions</strong> on the original planning permission for your property may have removed permitted development rights altogether, which is common on newer developments.</li>
</ul>
<p>If you believe your project is permitted development, consider applying for a Lawful Development Certificate. It is not compulsory, but it gives you written confirmation from the council, and buyers' solicitors will want to see it when you come to sell.</p>

<h2>Conservation areas</h2>
<p>Much of Maida Vale, Little Venice and Bayswater, and large parts of Kensington and Chelsea and of Hammersmith and Fulham, lie within conservation areas. Beyond the reduced permitted development, expect the council to look closely at materials and detailing on anything visible from the street. Each council publishes conservation area appraisals setting out what it considers important about an area, and they are worth reading before design work starts. Trees are protected as well: you must normally give the council six weeks' notice before cutting back or felling a tree in a conservation area.</p>

<h2>Listed-building consent</h2>
<p>If your building is listed, whether at Grade I, II* or II, you need listed-building consent for any works that would affect its character as a building of special architectural or historic interest. That covers the interior as well as the exterior, and fixtures attached to the building. Removing a fireplace, replacing original windows, changing the plan of the rooms or stripping historic plaster can all need consent. Like-for-like repairs often do not, but ask the council's conservation officer before assuming so. There is no application fee, but carrying out unauthorised works is a criminal offence, and putting them right falls on whoever owns the building at the time. The National Heritage List for England will tell you whether your building is listed.</p>

<h2>Building Regulations</h2>
<p>Building Regulations set minimum standards for how work is done: structure, fire safety, ventilation, energy efficiency, drainage, electrical safety and more. They apply whether or not planning permission is needed. Work that usually needs approval includes extensions and loft conversions, removing or altering load-bearing walls, new or altered drainage, replacement windows, new heating appliances and anything affecting fire escape routes, which matters especially in flats and converted houses.</p>
<p>You can use your council's building control service or a registered building control approver. Some work can instead be self-certified by a tradesperson registered with a competent person scheme: gas appliances are notified by a Gas Safe registered engineer, for example, and replacement windows by an installer registered with an approved scheme. At the end you should receive a completion certificate or a compliance certificate. Keep it safe, because you will need it when you sell.</p>

<h2>Part P: electrical work in homes</h2>
<p>Part P of the Building Regulations covers electrical safety in dwellings. Notifiable work includes installing a new circuit, replacing a consumer unit, and any addition or alteration to circuits in special locations such as the area around a bath or shower. It must either be carried out by an electrician registered with a competent person scheme, who self-certifies it, or be notified to building control before work starts. Either way, electrical work should be tested and certified to BS 7671, and you should be given the certificate.</p>

<h2>The Party Wall etc. Act 1996</h2>
<p>In terraced and semi-detached London homes, the Party Wall etc. Act 1996 comes up on most structural projects. You must serve written notice on the adjoining owners if you plan to:</p>
<ul>
<li>Carry out work to a party wall, such as cutting in steel beams, raising or thickening it, or cutting away chimney breasts attached to it. This needs at least two months' notice.</li>
<li>Build a new wall on or astride the boundary line, with at least one month's notice.</li>
<li>Excavate within three metres of a neighbouring building and deeper than the bottom of its foundations, or within six metres in some cases depending on the depth, again with at least one month's notice.</li>
</ul>
<p>The Act also applies to the floors and walls separating flats. A neighbour has 14 days to consent in writing. If they dissent or do not reply, a dispute is treated as having arisen and surveyors are appointed, either one agreed surveyor or one for each owner, to draw up a party wall award. The building owner normally pays the reasonable surveyors' fees. Serve notice early: it is far easier to keep neighbours on side when they hear about the work from you first.</p>

<h2>Leases, freeholders and drains</h2>
<p>If you own a leasehold flat, check your lease before doing anything structural. Most require a licence for alterations from the freeholder, and many managing agents set their own working hours and rules. If you are building over or close to a public sewer, which is common with rear extensions on London terraces, you may also need approval from the water company, which in most of London is Thames Water.</p>

<h2>Where we fit in</h2>
<p>We work within these rules on every job, and we will tell you at the outset which permissions we think your project needs, who is responsible for obtaining each one and how they affect the programme. Where a project needs an architect, a structural engineer or a party wall surveyor, we will say so. To talk through your plans, <a href="/contact">get in touch</a>.</p>
`

const kitchenDesignContent = `
<p>A good kitchen in a London home is usually a matter of fitting a lot into a space that was never designed for it. In a Victorian or Georgian house the kitchen may be in a lower ground floor, a narrow back addition or a former dining room. In a mansion flat or a conversion it may be a galley off the hall. This guide covers what we look at when planning a kitchen in these spaces, from layout and worktops to extraction and electrics.</p>

<h2>Start with how you cook and live</h2>
<p>Before choosing doors and handles, be clear about the practical brief: how many people cook at once, whether you want to eat in the kitchen, what has to be stored and which appliances you actually use. The old rule of thumb of a working triangle between sink, hob and fridge is still useful. Keep the three reasonably close together, without a tall unit or a through route cutting across them.</p>

<h2>Layouts that work in London spaces</h2>
<ul>
<li><strong>Galley:</strong> efficient for one or two cooks and common in flats. Leave enough room between the runs for doors and drawers to open with someone standing there; around 1,200mm is comfortable, and much less starts to feel tight.</li>
<li><strong>L-shape:</strong> suits a knocked-through ground floor, often with the long run on the party wall and the short run under the window.</li>
<li><strong>U-shape:</strong> plenty of worktop in a compact room, but avoid deep corners you cannot reach into.</li>
<li><strong>Island or peninsula:</strong> only worth it with clear walkways all round, ideally a metre or more. A peninsula often gives the same benefits in a room that cannot take an island.</li>
</ul>
<p>The sink position is usually the biggest constraint. Waste pipes need a steady fall to the stack or drain, and the further the sink moves from it, the harder that becomes. In a flat, the position of the soil stack and the direction of the floor joists often decide the layout for you. A pumped waste is possible, but we avoid one wherever a gravity route exists.</p>

<h2>Working with a period house</h2>
<p>Period rooms bring their own rules. Walls are rarely straight or plumb, floors slope, and ceilings can be higher than any standard wall unit allows for. Cabinets need careful levelling and scribing, and tall units may need made-to-measure fillers or a cornice to close the gap properly.</p>
<ul>
<li>Keep worktops below sash window cills where you can, so the sashes still open and the window still looks right from outside.</li>
<li>A chimney breast makes a natural alcove for a range cooker or hob. Removing one is structural work that needs proper support and Building Regulations approval, and often a party wall notice if it sits on the party wall.</li>
<li>Lower ground floor kitchens can suffer from damp. Deal with the cause before fitting new units against the walls, and allow some air movement behind them rather than sealing them tight.</li>
<li>In a listed building, removing walls, historic joinery or flooring, or making new openings for extraction, can need listed-building consent.</li>
</ul>

<h2>Choosing worktops</h2>
<ul>
<li><strong>Laminate</strong> is affordable and practical, with much better edge details than it used to have, but it does not like hot pans.</li>
<li><strong>Solid timber</strong> is warm and repairable, but it needs regular oiling and care around the sink.</li>
<li><strong>Quartz and other engineered stone</strong> is hard-wearing and consistent, but not as heat-resistant as many people assume, so use trivets.</li>
<li><strong>Granite and quartzite</strong> are tough natural stones. Marble is beautiful but etches and stains, which some owners accept as patina and others cannot live with.</li>
<li><strong>Sintered stone and porcelain</strong> are thin, very hard and heat-resistant, but need specialist fabrication, and chipped edges are hard to repair.</li>
<li><strong>Stainless steel</strong> is hygienic and durable. It scratches, and the scratches soften into a patina over time.</li>
</ul>
<p>Stone and composite tops are templated once the base units are fitted and usually take a week or two to make, so allow for that gap in the programme. Heavy stone on an upper floor of an old building is worth discussing with us, especially on long runs or overhangs.</p>

<h2>Extraction and ventilation</h2>
<p>The Building Regulations (Approved Document F) set minimum extract rates for kitchens. For intermittent extraction, that is 30 litres per second from a cooker hood over the hob, or 60 litres per second from a fan elsewhere in the room. A hood ducted to the outside is far more effective than a recirculating one, which filters grease but does not remove moisture and does not count towards those rates. Keep duct runs short and straight, and use rigid ducting where possible.</p>
<p>In flats, the route out is often the hard part. A new opening in an external wall may need the freeholder's consent and, on a visible elevation in a conservation area, planning permission. We look at this early because it can decide where the hob goes.</p>

<h2>Electrics and gas</h2>
<p>Kitchens use a lot of power. An induction hob or range cooker usually needs its own dedicated circuit sized for the appliance, and a new circuit is notifiable work under Part P of the Building Regulations, so it must be carried out by a registered electrician or notified to building control. Put sockets above the worktop where you will actually use them, keep them clear of the hob and the sink (a common guideline is at least 300mm horizontally from the edge of the sink), and place switched isolators for built-in appliances where you can reach them without pulling out the dishwasher.</p>
<p>If you are keeping a gas hob, any work on the gas supply or the appliance must be done by a Gas Safe registered engineer. Many owners of older flats are moving to induction anyway, which takes combustion out of the room and makes ventilation simpler.</p>

<h2>How long it takes</h2>
<p>Once the design is fixed and materials are on site, a typical kitchen takes us two to four weeks to fit, depending on how much plastering, electrical and plumbing work is involved. Structural changes, listed-building consent or long lead times on appliances will add to that, so we give you a realistic programme before anything is stripped out.</p>

<h2>Planning a new kitchen?</h2>
<p>If you are thinking about a new kitchen in a period house or a London flat, <a href="/contact">send us an enquiry</a>. We will visit, measure up, talk through what is possible in your space and give you a clear written quote.</p>
`

const bathroomDesignContent = `
<p>Most London bathrooms are small, many have no window, and a good number sit directly above someone else's ceiling. That combination means a bathroom has to be designed for waterproofing and ventilation first and looks second. Get those right and a compact room can work very well. This guide covers what we plan for in small bathrooms and wet rooms, including the rules on ventilation and electrics.</p>

<h2>Making a small bathroom work</h2>
<ul>
<li><strong>Wall-hung fittings</strong> such as basins and WCs with concealed cisterns keep the floor clear, which makes the room feel bigger and easier to clean. A concealed cistern needs a proper access panel for the flush mechanism and valves.</li>
<li><strong>Bath or walk-in shower:</strong> a bath is worth keeping if it is the only one in the home and you have young children, or if you are thinking about resale. A walk-in shower with a fixed glass panel makes better use of a narrow room.</li>
<li><strong>Recessed storage</strong> built into a stud wall or boxed-in pipework gives you shelves without projecting cabinets.</li>
<li><strong>Large-format tiles</strong> with fewer grout lines can make a small room feel calmer, but they need flat walls and floors to lay properly.</li>
<li><strong>The door:</strong> a pocket door, or a door hung to open outwards, can free up a surprising amount of space if the landing allows it.</li>
</ul>
<p>Moving the WC is usually the most expensive change, because the soil pipe needs a clear route and a fall to the stack. Keeping it roughly where it is often saves a great deal.</p>

<h2>Wet rooms: what they involve</h2>
<p>A wet room is a fully waterproofed room with a level-access shower draining straight into the floor. It is an excellent choice in a small space, but it is not simply a shower without a tray. It needs:</p>
<ul>
<li>A rigid, stable floor. On timber joists that usually means strengthening them and laying a new plywood deck or a purpose-made wet room former, so the floor does not flex and crack the tiles or the seals.</li>
<li>A gradient to the drain, built into the floor so water runs away from the door. A linear drain along the back wall often makes the falls simpler.</li>
<li>Enough depth below the floor for the drain and its trap, with a fall to the stack. In some flats that depth is simply not there without raising the floor.</li>
<li>Tanking across the whole floor and up the walls, with particular care at corners, pipe penetrations and the drain itself.</li>
</ul>

<h2>Waterproofing and tanking</h2>
<p>Tiles and grout are not waterproof. Water gets through grout lines and any failed sealant, and if what lies behind is plasterboard or timber it will rot quietly until the ceiling below shows a stain. In showers and wet areas we use:</p>
<ul>
<li>Cement-based or other water-resistant tile backer boards instead of standard plasterboard.</li>
<li>A liquid or sheet tanking system applied to the walls and floor of the wet area, with reinforcing tape and corner pieces at every joint and sealing collars at pipe penetrations.</li>
<li>Adhesives and grouts suited to wet areas, and flexible silicone at every internal corner and junction where movement happens.</li>
</ul>
<p>If your bathroom is above another flat, waterproofing is not the place to save money. Leaks between flats lead to disputes, insurance claims and months of disruption.</p>

<h2>Ventilation: the rules and the reality</h2>
<p>The Building Regulations (Approved Document F) require extract ventilation in bathrooms. For intermittent extraction the minimum rate is 15 litres per second, and where the room has no openable window the fan should have a 15-minute overrun so it keeps running after the light is switched off. Continuous extract fans running at lower rates are an alternative. A few practical points:</p>
<ul>
<li>Duct the fan to the outside, never into a loft or ceiling void, where the moisture will condense on the timbers.</li>
<li>Keep duct runs short, use rigid ducting where possible, and insulate any duct passing through a cold loft.</li>
<li>Leave a gap under the door, or fit a vent, so air can come in to replace what the fan removes.</li>
<li>A humidity-controlled fan suits a bathroom used at different times by different people.</li>
</ul>

<h2>Electrics and bathroom zones</h2>
<p>Bathrooms are a special location under the wiring regulations, BS 7671, and adding to or altering circuits in them is notifiable under Part P of the Building Regulations. The room is divided into zones:</p>
<ul>
<li><strong>Zone 0</strong> is the inside of the bath or shower tray. Only equipment made for it can go there, running at safety extra-low voltage (no more than 12V AC) and rated at least IPX7.</li>
<li><strong>Zone 1</strong> is the space directly above the bath or shower tray, up to 2.25m from the floor. Fittings here, typically shower-rated downlights, extractor fans and electric showers, need a rating of at least IPX4.</li>
<li><strong>Zone 2</strong> extends 0.6m horizontally beyond zone 1. Fittings here also need at least IPX4.</li>
<li><strong>Outside the zones</strong>, ordinary fittings can be used, but standard sockets must be at least 3m horizontally from the edge of zone 1. A shaver supply unit is the usual exception.</li>
</ul>
<p>Every circuit serving the bathroom needs 30mA RCD protection. Electric showers and underfloor heating need correctly sized supplies, and many older consumer units are not up to it. All of this should be done by a registered electrician and certified.</p>

<h2>Water pressure and hot water</h2>
<p>A rain shower head is a disappointment on a low-pressure gravity system, and a combination boiler may struggle to run a shower and a kitchen tap at the same time. Check the pressure and flow rate you actually have before choosing a shower valve or head, and match the valve to the system. A thermostatic valve protects against scalding when someone else runs a tap.</p>

<h2>Flats and mansion blocks</h2>
<p>Check your lease before planning a new layout. Most require a licence for alterations from the freeholder, and some restrict wet rooms or new layouts over a neighbour's living space. Managing agents often limit noisy work to set hours and require protection for lifts and common areas. Build in access panels for valves, traps and concealed cisterns, so that a future leak can be dealt with without breaking tiles.</p>

<h2>Thinking about a new bathroom?</h2>
<p>Most of our bathroom projects take one to three weeks on site once materials are ready. If you would like us to look at your space and tell you honestly what will work, <a href="/contact">get in touch</a>.</p>
`

const heatingSystemsContent = `
<p>Whether your boiler has failed or you are planning a refurbishment, choosing a heating system for a London home means balancing the size of the property, how much hot water you use, the space you have and, increasingly, how you will heat the home in future. This is how we explain the main options to clients, along with what you should know about heat pumps in period homes, grants and servicing.</p>

<h2>Combination boilers</h2>
<p>A combi boiler heats water straight from the mains as you use it, so there is no hot water cylinder and no tanks in the loft. That makes it the usual choice for flats and smaller houses.</p>
<ul>
<li><strong>Good for:</strong> one bathroom, limited space, and households that rarely run two hot taps at once.</li>
<li><strong>Limitations:</strong> the hot water flow is shared, so a shower weakens when someone turns on the kitchen tap. Performance also depends on your incoming mains pressure and flow, which we measure before recommending one.</li>
</ul>

<h2>System boilers with an unvented cylinder</h2>
<p>A system boiler heats a stored cylinder of hot water. With an unvented cylinder fed from the mains, you get hot water at good pressure to several outlets at once.</p>
<ul>
<li><strong>Good for:</strong> houses with two or more bathrooms, and homes that might move to a heat pump later, since a heat pump also needs a cylinder.</li>
<li><strong>Limitations:</strong> you need space for the cylinder, and the incoming mains pressure and flow must be adequate. An unvented cylinder must be fitted by an installer qualified for that work, is notifiable under the Building Regulations and needs a safe route for its discharge pipe. It should be serviced alongside the boiler.</li>
</ul>

<h2>Regular (heat-only) boilers</h2>
<p>Many older West London houses still have a regular boiler, with a cold water tank and a small feed-and-expansion tank in the loft and a vented hot water cylinder. Replacing like for like is sometimes the simplest and least disruptive option, particularly where the pipework is old. Converting an old open-vented system to a sealed, pressurised one can expose weak joints and tired radiators, so we assess the pipework first.</p>

<h2>Heat pumps in period homes</h2>
<p>An air source heat pump takes heat from the outside air and can run very efficiently, but it works best at lower flow temperatures than a boiler. That means the house needs to hold its heat, and the radiators need to be big enough to warm the rooms at those temperatures. A heat pump can work in a Victorian or Georgian house, but only with proper design:</p>
<ul>
<li><strong>A room-by-room heat loss calculation</strong>, not a size picked by rule of thumb from the old boiler.</li>
<li><strong>Fabric first:</strong> draught-proofing, loft insulation, secondary glazing or overhauled sashes, and breathable insulation where it is appropriate. These reduce the size of heat pump you need and improve comfort whatever system you choose.</li>
<li><strong>Emitters:</strong> some radiators may need upsizing, and underfloor heating can work well where floors are being lifted anyway.</li>
<li><strong>Space:</strong> room outside for the unit, with clearances and noise considered, and room inside for a hot water cylinder.</li>
<li><strong>Permissions:</strong> a heat pump on a house can be permitted development, subject to conditions on size, siting and noise. The rules are tighter in conservation areas, where a unit on a wall or roof facing the road is likely to need planning permission, and listed buildings and flats generally need consent or permission. Check with the council before committing.</li>
</ul>
<p>In mansion flats and many conversions there may be nowhere suitable for an outdoor unit, and the freeholder's consent would be needed in any case. There, a high-efficiency boiler with good controls is often the realistic choice for now.</p>

<h2>The Boiler Upgrade Scheme</h2>
<p>The Boiler Upgrade Scheme offers a grant in England and Wales towards replacing a fossil-fuel heating system with a heat pump or, in some cases, a biomass boiler. The installer applies for the grant, and it is taken off the price you pay. To qualify, the installer must be certified under the Microgeneration Certification Scheme (MCS) and the property needs a valid Energy Performance Certificate; there have also been conditions about insulation. Grant levels and eligibility rules change, so check the current details on GOV.UK before you plan around the grant, and ask any installer for their MCS certification details.</p>

<h2>Radiators and controls</h2>
<p>Whatever the heat source, a system only performs as well as its radiators, pipework and controls.</p>
<ul>
<li>Thermostatic radiator valves let each room run at its own temperature.</li>
<li>Balancing the system makes sure the far radiators heat up as well as the near ones.</li>
<li>Cleaning the system and fitting a magnetic filter protects a new boiler from sludge in old pipework, and inhibitor in the water slows corrosion.</li>
<li>A new boiler must be installed with suitable time and temperature controls, and weather compensation or smart controls help it run at lower, more efficient temperatures.</li>
</ul>
<p>Cast-iron column radiators suit period homes and hold their heat well. Reclaimed ones should be pressure-tested before they go back on the wall, and new ones are made in traditional patterns.</p>

<h2>Gas safety and annual servicing</h2>
<p>By law, anyone working on gas appliances or pipework in your home must be on the Gas Safe Register. Ask to see the engineer's Gas Safe ID card: it shows their photograph, their licence number and the types of gas work they are qualified to do, and you can check it with the Gas Safe Register. A new boiler should be notified to building control by the engineer who fits it, and you should then receive a Building Regulations compliance certificate.</p>
<p>Have your boiler serviced every year. A service checks combustion, the flue, the safety devices and the seals, and most manufacturers' warranties depend on it. Fit a carbon monoxide alarm in any room with a fuel-burning appliance. If you are a landlord, you must arrange a gas safety check by a Gas Safe registered engineer every year, give your tenants a copy of the gas safety record and keep your records.</p>

<h2>Get advice for your home</h2>
<p>If you are weighing up a new boiler, a change of system or a heat pump, <a href="/contact">get in touch</a>. We will look at the house, your hot water use and your existing pipework, and give you straightforward advice and a written quote. If you ever smell gas, leave the property and call the National Gas Emergency Service on 0800 111 999.</p>
`

export const seedArticles: readonly SeedArticle[] = [
	{
		id: 1,
		title: 'Restoring Victorian and Georgian Homes in West London',
		slug: 'restoring-victorian-georgian-homes-west-london',
		category: 'Period Properties',
		date: '2024-11-12',
		author: 'Daniel Whitcombe, Senior Site Manager',
		featured: true,
		excerpt:
			'Sash windows, lime plaster, cornicing and damp: how to refurbish a period home in West London without fighting the way it was built.',
		tags: ['Victorian', 'Georgian', 'Sash Windows', 'Lime Plaster', 'Damp', 'Conservation'],
		content: periodPropertiesContent,
		seo: {
			description:
				'Practical guidance on refurbishing Victorian and Georgian homes in West London: sash window repair, lime plaster, cornicing, breathable materials and damp.',
			keywords: [
				'period property refurbishment London',
				'Victorian house renovation West London',
				'Georgian house restoration',
				'sash window repair Maida Vale',
				'lime plaster repair',
				'cornice restoration',
			],
		},
	},
	{
		id: 2,
		title: 'Plumbing Emergency? What to Do Before Help Arrives',
		slug: 'plumbing-emergency-what-to-do-before-help-arrives',
		category: 'Emergency Services',
		date: '2024-12-03',
		author: 'Kieran Dunmore, Emergency Plumbing Lead',
		featured: true,
		excerpt:
			'Find the stopcock, make the electrics safe, know what to do if you smell gas, and record the damage for your insurer. The first ten minutes, step by step.',
		tags: ['Emergency Plumbing', 'Burst Pipes', 'Stopcock', 'Gas Safety', 'Insurance'],
		content: plumbingEmergencyContent,
		seo: {
			description:
				'What to do in a plumbing emergency: turn off the stopcock, isolate the electrics, what to do if you smell gas, and how to record damage for insurance.',
			keywords: [
				'emergency plumber West London',
				'burst pipe what to do',
				'how to turn off stopcock',
				'water leak through ceiling',
				'smell gas what to do',
				'24 hour plumber Maida Vale',
			],
		},
	},
	{
		id: 3,
		title: 'Planning Permission, Building Regulations and Party Walls: A West London Guide',
		slug: 'planning-building-regulations-party-walls-west-london',
		category: 'Planning & Regulations',
		date: '2024-10-08',
		author: 'Helen Ashworth, Project Manager',
		featured: true,
		excerpt:
			'Permitted development, conservation areas, Article 4 directions, listed-building consent, Building Regulations, Part P and party wall notices, explained in plain English.',
		tags: ['Planning Permission', 'Building Regulations', 'Conservation Areas', 'Listed Buildings', 'Party Wall', 'Part P'],
		content: planningRegulationsContent,
		seo: {
			description:
				'Permitted development, conservation areas, Article 4 directions, listed-building consent, Building Regulations, Part P and party walls for West London homes.',
			keywords: [
				'planning permission West London',
				'permitted development flats',
				'conservation area Article 4 direction Westminster',
				'listed building consent',
				'party wall notice London',
				'Part P building regulations',
			],
		},
	},
	{
		id: 4,
		title: 'Kitchen Design for Period Homes and London Flats',
		slug: 'kitchen-design-period-homes-london-flats',
		category: 'Kitchen Design',
		date: '2024-06-18',
		author: 'Rachel Ormsby, Kitchen and Bathroom Designer',
		featured: false,
		excerpt:
			'Layouts that suit narrow rooms and uneven walls, how the main worktop materials compare, and the extraction and electrical rules that shape a London kitchen.',
		tags: ['Kitchen Design', 'Worktops', 'Extraction', 'Period Homes', 'Flats'],
		content: kitchenDesignContent,
		seo: {
			description:
				'Planning a kitchen in a period house or London flat: layouts, worktop materials, ducted extraction rules and the electrical and gas requirements.',
			keywords: [
				'kitchen design London flat',
				'period home kitchen',
				'kitchen refurbishment West London',
				'kitchen worktop comparison',
				'kitchen extractor building regulations',
			],
		},
	},
	{
		id: 5,
		title: 'Small London Bathrooms: Wet Rooms, Waterproofing and the Rules',
		slug: 'small-london-bathrooms-wet-rooms-waterproofing',
		category: 'Bathroom Design',
		date: '2024-04-23',
		author: 'Lucy Brennan, Design Coordinator',
		featured: false,
		excerpt:
			'How to make a small bathroom work, what a wet room really involves, why tanking matters above a neighbour, and the rules on ventilation and electrical zones.',
		tags: ['Bathroom Design', 'Wet Rooms', 'Tanking', 'Ventilation', 'Bathroom Zones'],
		content: bathroomDesignContent,
		seo: {
			description:
				'Designing a small London bathroom or wet room: layout ideas, tanking and waterproofing, extract ventilation rules and electrical zones explained.',
			keywords: [
				'small bathroom design London',
				'wet room installation',
				'bathroom tanking',
				'bathroom extractor fan regulations',
				'bathroom electrical zones',
			],
		},
	},
	{
		id: 6,
		title: 'Combi, System Boiler or Heat Pump? Choosing Heating for a London Home',
		slug: 'combi-system-boiler-or-heat-pump-london-home',
		category: 'Heating Systems',
		date: '2024-09-24',
		author: 'Gareth Lydon, Heating Engineer',
		featured: false,
		excerpt:
			'Combi, system and regular boilers compared, what it takes to make a heat pump work in a period house, the Boiler Upgrade Scheme, and why annual servicing matters.',
		tags: ['Boilers', 'Heat Pumps', 'Radiators', 'Gas Safe', 'Boiler Upgrade Scheme'],
		content: heatingSystemsContent,
		seo: {
			description:
				'Combi or system boiler, or a heat pump? Heating options for London homes and period properties, the Boiler Upgrade Scheme, radiators and annual servicing.',
			keywords: [
				'combi vs system boiler',
				'heat pump period property',
				'boiler replacement West London',
				'Boiler Upgrade Scheme',
				'boiler service Gas Safe',
			],
		},
	},
]
