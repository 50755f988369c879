-- =============================================================================
-- Prospectory demo data: run once on a new database, after the migrations
-- (`supabase db reset` / `supabase start`, or the local stack's first start).
--
-- Plain SQL and PL/pgSQL only, no extension (no pgcrypto): it runs on hosted
-- PostgreSQL 15 and on PGlite alike. Everything is deterministic except the
-- timestamps, which are relative to now() so "published 5 days ago" and
-- "renews in 30 days" stay true whenever the database is created.
--
--   1. blog posts (published, draft, scheduled)
--   2. demo accounts: free@demo.prospectory.app and pro@demo.prospectory.app
--   3. the business directory (generated: 52,100 businesses, 50 cities, 35 types)
--   4. place names for location suggestions
--   5. the Pro demo user's lists
-- =============================================================================

-- ============================================================================
-- 1. Blog posts: four published (dates relative to now(), so they stay in the
-- past), one draft and one scheduled a month ahead. Anonymous visitors must see
-- exactly the four published ones (the blog_posts policy).
-- ============================================================================

insert into public.blog_posts (slug, title, meta_title, meta_description, image_url, is_published, published_at, created_at, content)
values
(
  'build-a-local-prospect-list-in-30-minutes',
  'How to build a local prospect list in 30 minutes',
  'How to Build a Local Prospect List in 30 Minutes | Prospectory',
  'A step-by-step routine for turning a city and a business type into a clean, contactable prospect list in half an hour.',
  null, true, now() - interval '45 days', now() - interval '46 days',
  $html$<p>Most sales teams do not lack leads. They lack a routine. A good local prospect list is not built in a weekend sprint; it is built in short, focused sessions that you can repeat every week. Here is the routine we use, and it fits in 30 minutes.</p>

<h2>Minutes 0–5: pick one segment, not a market</h2>
<p>"Restaurants in Europe" is a market. "Family-run restaurants in Kadıköy" is a segment. Segments are small enough to research and specific enough to write to. Before you search, write down three things:</p>
<ul>
  <li><strong>Where:</strong> one city, or one district of a big city.</li>
  <li><strong>Who:</strong> one business type. Dentists, not "healthcare".</li>
  <li><strong>Why now:</strong> the reason your offer matters to this segment this month. A new regulation, a season, a local event.</li>
</ul>
<p>If you cannot write the third line, pick another segment. A list without a reason to call is just a spreadsheet.</p>

<h2>Minutes 5–15: search and shortlist</h2>
<p>Run the search with the location and the business type. In Prospectory that is one form: location, business type and how many results you want. Start with 20 results. You can always run the next search; you cannot get back the hour you spent cleaning 500 rows you never call.</p>
<p>Skim the results and drop anything that is clearly out of scope: chains when you sell to independents, or the other way round. Then apply the filters that match your channel:</p>
<ol>
  <li>If you sell by e-mail, keep only businesses <strong>with an e-mail address</strong>.</li>
  <li>If you sell by phone, keep those <strong>with a phone number</strong>, and note the ones without a website. They often need the most help.</li>
  <li>If your offer is about visibility, filter on <strong>Instagram</strong> and look at the accounts before you write.</li>
</ol>
<p>Filters on e-mail, phone, Instagram, website, rating range and minimum rating count are part of the <a href="/pricing">Pro plan</a>. On the free plan you see the first 10 results of each search, which is enough to test a segment before you commit to it.</p>

<h2>Minutes 15–25: add context, not columns</h2>
<p>The temptation is to add twenty columns. Resist it. Three short notes per business beat a wide sheet you never read:</p>
<ul>
  <li><strong>Hook:</strong> one thing you noticed. A new branch, a menu change, a review that mentions slow booking.</li>
  <li><strong>Size signal:</strong> the rating count is a fair proxy for foot traffic. Forty ratings and four thousand ratings are different conversations.</li>
  <li><strong>Next step:</strong> e-mail, call or visit. Decide now, not on the day.</li>
</ul>
<p>Save the shortlist to a named list. Name it after the segment and the month, for example "Kadıköy dentists – March". When you come back in four weeks, you will know exactly what it was for.</p>

<h2>Minutes 25–30: export and schedule</h2>
<p>Export the list to Excel if your outreach happens in another tool. Then put the first ten contacts in your calendar for tomorrow morning. Not next week. The value of a fresh list drops quickly: businesses change owners, numbers and opening hours more often than you think.</p>
<blockquote>
  <p>A list you contact within 48 hours is worth more than a perfect list you contact next month.</p>
</blockquote>

<h2>Common mistakes</h2>
<h3>Searching too wide</h3>
<p>A city of ten million people is not a segment. Start with a district. You will write better messages because you will know the streets, the competition and the local habits.</p>
<h3>Skipping the "why now"</h3>
<p>Without a reason, your first message is a generic pitch. With one, it is a relevant note. The difference shows up in reply rates within the first week.</p>
<h3>Treating the list as finished</h3>
<p>A prospect list is a working document. Remove businesses that closed, mark the ones that replied, and add new ones when you run the next search. Ten minutes of maintenance a week keeps it useful for months.</p>

<h2>Make it a habit</h2>
<p>Run this routine once a week for one segment. After a month you will have four focused lists, a feel for which segments answer, and real numbers to plan the next quarter with. That is worth more than any database dump.</p>
<p>Ready to try it? <a href="/dashboard">Run your first search</a>, or read the <a href="https://www.ftc.gov/business-guidance/resources/can-spam-act-compliance-guide-business">FTC's CAN-SPAM guide</a> before your first campaign if you sell to US businesses.</p>$html$
),
(
  'cold-email-to-local-businesses-what-works',
  'Cold e-mail to local businesses: what works in 2026',
  'Cold E-mail to Local Businesses: What Works in 2026 | Prospectory',
  'Short, specific and local: how to write cold e-mails that owners of small businesses actually read and answer.',
  null, true, now() - interval '30 days', now() - interval '31 days',
  $html$<p>Owners of local businesses read their own e-mail. That is the good news. The bad news is that they read it between customers, on a phone, with a queue at the counter. Your message has about five seconds. Here is what earns a reply in 2026.</p>

<h2>Write to one business, not to a segment</h2>
<p>Segments are for planning. Messages are for people. The first line must prove that you looked at <em>this</em> business. Not "I came across your company", which everyone writes, but something only they would recognise:</p>
<ul>
  <li>"Your new branch on Bahariye Caddesi opened last month."</li>
  <li>"Three of your recent reviews mention waiting for a table."</li>
  <li>"Your Instagram shows a lunch menu, but your website does not."</li>
</ul>
<p>One specific line beats three paragraphs of credentials.</p>

<h2>Keep it under 90 words</h2>
<p>Long e-mails are not read; they are postponed, and postponed e-mails are forgotten. A structure that works:</p>
<ol>
  <li><strong>The observation</strong> (one sentence).</li>
  <li><strong>The problem it suggests</strong> (one sentence).</li>
  <li><strong>What you do about it</strong>, with one number if you have it (one or two sentences).</li>
  <li><strong>A small ask</strong>: a reply, not a meeting.</li>
</ol>
<p>Here is an example for a booking tool pitched to a restaurant:</p>
<blockquote>
  <p>Hi Ayşe, three of your last ten reviews mention waiting for a table on Friday nights. We help restaurants in Moda take bookings on Instagram and Google without extra staff; our customers fill about 15% more tables on their busiest night. Worth a two-line reply to see if it fits?</p>
</blockquote>
<p>It is short, local and easy to answer. No attachments, no calendar link in the first message.</p>

<h2>Send from a real person, at a human pace</h2>
<p>Deliverability is now the first filter. Mailbox providers look hard at new domains that send hundreds of identical messages. Practical rules:</p>
<ul>
  <li>Send from a named person on a domain with <a href="https://dmarc.org/overview/">SPF, DKIM and DMARC</a> set up.</li>
  <li>Warm up a new domain for a few weeks and keep daily volume modest.</li>
  <li>Avoid link-heavy messages and tracking pixels in the first touch.</li>
  <li>Test a message before a campaign with a tool such as <a href="https://www.mail-tester.com/">mail-tester.com</a>.</li>
</ul>

<h2>Respect the rules of the country you write to</h2>
<p>Rules for business-to-business e-mail differ. In the EU and the UK, GDPR and local e-privacy rules apply to business contacts too; you need a legitimate interest, a clear identity and an easy way to opt out. In the US, CAN-SPAM asks for an accurate sender, a physical address and an unsubscribe option. Turkey has its own rules for commercial electronic messages. None of this is hard, but it is your job to check it before you send. The <a href="https://gdpr.eu/what-is-gdpr/">GDPR.eu overview</a> is a readable starting point; it is not legal advice.</p>

<h2>Follow up twice, then stop</h2>
<p>Most replies come after the second or third message. Space them out: three working days, then a week. Each follow-up should add something new, such as a short case, a local example or a different angle. "Just bumping this" adds nothing.</p>
<p>After the third message, stop and mark the contact in your list. Some will come back months later. Persistence works; pestering does not.</p>

<h2>Time it with the business, not with your quarter</h2>
<p>Restaurants are busy at noon and in the evening. Clinics answer e-mail early in the morning. Shops read after closing. Sending at the right hour is a cheap way to raise reply rates, and your list already tells you the business type.</p>

<h2>Measure what matters</h2>
<p>Open rates are unreliable now that many mail apps load images automatically. Track replies, positive replies and meetings booked, per segment. After two or three campaigns you will see which business types and districts answer. Put more effort there and drop the rest.</p>
<p>Build your next list in a few minutes with <a href="/dashboard">Prospectory's search</a>: filter on businesses that have an e-mail address, save them to a list, and export it to your sending tool.</p>$html$
),
(
  'reading-google-ratings-as-a-buying-signal',
  'Reading Google ratings as a buying signal',
  'Reading Google Ratings as a Buying Signal | Prospectory',
  'What a business''s rating and rating count tell you before you call, and how to turn them into a better first conversation.',
  null, true, now() - interval '16 days', now() - interval '17 days',
  $html$<p>Every local business in your list comes with two numbers: a Google rating and a rating count. Most sales teams glance at them and move on. That is a waste. Read together, the two numbers tell you a lot about what a business needs and how to open the conversation.</p>

<h2>The rating is a mood; the count is the volume</h2>
<p>A 4.9 from 12 ratings and a 4.9 from 2,400 ratings are different businesses. The first is new, small or quiet. The second has steady foot traffic and a process that works. The rating tells you how customers feel. The count tells you how many customers there are, roughly, and how long the business has been collecting them.</p>
<p>So never read one without the other. A quick matrix helps:</p>
<ul>
  <li><strong>High rating, low count:</strong> a young or niche business. Often owner-run, open to new tools, short on time and budget.</li>
  <li><strong>High rating, high count:</strong> established and proud of it. Talk about growth, capacity and protecting the reputation they have.</li>
  <li><strong>Middling rating, high count:</strong> busy, with friction. Reviews will tell you where: waiting times, bookings, staff, cleanliness.</li>
  <li><strong>Low rating, any count:</strong> a business with a visible problem. Either a strong lead for a fix, or a business on its way out. Read before you call.</li>
</ul>

<h2>Read the last ten reviews, not the average</h2>
<p>The average hides the trend. A business at 4.2 that was at 3.6 a year ago is improving and probably investing. One that slid from 4.7 to 4.2 is under pressure. Google shows the newest reviews first if you sort them, and ten reviews take three minutes to read. Look for repeated words. "Waiting", "phone", "booking", "parking" and "price" each point at a different kind of solution.</p>
<p>Owner replies are a signal too. A business that answers every review, politely and quickly, has someone who cares about the customer experience. That is the person you want to talk to. Google's own <a href="https://support.google.com/business/">Business Profile help for owners</a> shows what good practice looks like.</p>

<h2>Use ratings to prioritise, not to judge</h2>
<p>It is tempting to skip low-rated businesses. Sometimes that is right: if you sell premium services, a business fighting for survival will not buy. But if you sell anything that fixes operations (bookings, staffing, training, cleaning, software), the 3.8s with a thousand ratings may be your best segment. They have the volume to pay and a public problem to solve.</p>
<p>A simple scoring rule that works for many teams:</p>
<ol>
  <li>Filter out businesses with fewer than 20 ratings if you need established customers.</li>
  <li>Sort the rest by rating count, highest first.</li>
  <li>Read reviews for the top 20 and tag each with one problem word.</li>
  <li>Group by problem word and write one message per group.</li>
</ol>
<p>In Prospectory, the Pro filters do steps one and two for you: pick one or more rating ranges and set a minimum rating count. The rating columns also come with every export.</p>

<h2>Open the conversation with what customers say</h2>
<p>You do not need to mention the rating itself. Owners know their number, and hearing it from a stranger can feel like an attack. Mention what customers say instead, and connect it to something you can change:</p>
<blockquote>
  <p>Several of your recent reviews praise the food but mention slow bookings on weekends. We help restaurants in your area take bookings online without extra staff.</p>
</blockquote>
<p>It shows you did your homework, it is about their customers rather than your product, and it points at a problem they already feel.</p>

<h2>Watch out for the traps</h2>
<h3>Small numbers swing</h3>
<p>A business with five ratings can drop from 5.0 to 4.2 because of one bad day. Do not read much into ratings below 20.</p>
<h3>Categories rate differently</h3>
<p>Bakeries and cafés tend to collect many generous ratings. Plumbers and accountants collect few, and customers rate them when something went wrong. Compare businesses within one category, not across categories.</p>
<h3>Ratings are public, and so is your approach</h3>
<p>Never offer to "fix" reviews or buy ratings. It breaks platform rules, and owners who have been burned by such offers will block you. Sell the operational fix, not the number.</p>

<h2>The takeaway</h2>
<p>Two numbers and ten reviews give you a hypothesis about every business on your list before you dial. That is the difference between a cold call and an informed one. <a href="/dashboard">Search a segment</a> and sort by rating count to try it on your next list.</p>$html$
),
(
  'instagram-as-a-lead-source-for-local-services',
  'Instagram as a lead source for local services',
  'Instagram as a Lead Source for Local Services | Prospectory',
  'Why a local business''s Instagram account is one of the best places to research, qualify and reach it, and how to do it without spamming.',
  null, true, now() - interval '5 days', now() - interval '6 days',
  $html$<p>For many local businesses, Instagram is the real website. Salons post their work there. Cafés post the day's cakes. Clinics post before-and-after photos and opening hours. If you sell to these businesses, their Instagram account is the best research tool you have, and often the most direct way in.</p>

<h2>Which businesses live on Instagram</h2>
<p>Not every category uses Instagram the same way. From what we see across the directory:</p>
<ul>
  <li><strong>Very active:</strong> hair and beauty salons, barbers, cafés, restaurants, bakeries and pastry shops, yoga studios, florists, photographers.</li>
  <li><strong>Active, more formal:</strong> dental and dermatology clinics, gyms, real estate agencies, architects, language schools.</li>
  <li><strong>Rarely active:</strong> accountants, law firms, plumbers, electricians, dry cleaners, insurance agencies.</li>
</ul>
<p>That split matters. For the first group, a missing or dormant account is a real gap and a sales hook. For the last group, it is normal, and pitching "more Instagram" will sound out of touch.</p>

<h2>Qualify in two minutes</h2>
<p>Open the account before you write. Four things tell you most of what you need:</p>
<ol>
  <li><strong>Posting rhythm.</strong> Weekly or daily posts mean someone owns the channel. Nothing for six months means nobody does.</li>
  <li><strong>Who posts.</strong> Professional photos and a consistent style often mean an agency or a dedicated staff member. Phone snapshots mean the owner. You want to know who you are talking to.</li>
  <li><strong>The link in the bio.</strong> A booking link, a menu, a WhatsApp number or nothing at all. Each tells you how the business takes customers today.</li>
  <li><strong>Comments and replies.</strong> Unanswered questions under posts ("Are you open on Sunday?", "How much is a cut?") are lost customers, and a clear opening for you.</li>
</ol>

<h2>Reach out without being that account</h2>
<p>Instagram direct messages work for local services, but only when they read like a message from a person. Some rules we recommend:</p>
<ul>
  <li>Follow the account and engage genuinely for a few days before you write. Not twenty likes in a minute; one thoughtful comment.</li>
  <li>Keep the first message to two or three lines, and make it about something on their profile.</li>
  <li>Do not paste links in the first message. Ask whether they want one.</li>
  <li>If there is no answer after one follow-up, switch channel. Use e-mail or phone from your list instead.</li>
</ul>
<p>Read Instagram's own <a href="https://help.instagram.com/477434105621119">community guidelines</a>. Bulk messaging and automation get accounts restricted quickly, and a restricted account is useless for the rest of your campaign.</p>

<h2>Combine channels</h2>
<p>Instagram works best as part of a sequence, not on its own. A pattern that works well for agencies and software sellers:</p>
<ol>
  <li>Day 1: e-mail with one specific observation from their Instagram.</li>
  <li>Day 3: a genuine comment on a recent post.</li>
  <li>Day 5: a short direct message that refers to the e-mail.</li>
  <li>Day 10: a phone call to close the loop.</li>
</ol>
<p>Each touch is light. Together they make you familiar, which is most of what a first meeting needs.</p>

<h2>What to offer when the account is weak</h2>
<p>A dormant or messy account is a hook, but be careful how you use it. Nobody likes hearing that their profile looks bad. Talk about the customers they are missing instead: the unanswered questions, the missing booking link, the menu that only exists as a photo of a paper card. Offer one small, concrete fix and show what it would look like on their own profile. A mock-up of their bio with a booking link does more than any slide deck.</p>

<h2>Build an Instagram-first list</h2>
<p>In Prospectory every result shows the business's Instagram handle when there is one. With the Pro filters you can keep only businesses <strong>with</strong> Instagram, when you want to reach them there, or only those <strong>without</strong> it, when the missing account is your pitch. Combine that with a rating range to find busy businesses with an under-used channel, save them to a list, and export it for your team.</p>
<blockquote>
  <p>The best local leads are often the businesses whose customers are already talking to them online, and getting no answer.</p>
</blockquote>
<p>Start with one category and one district. <a href="/dashboard">Run the search</a>, open the first ten accounts, and note what you see. You will have your first three messages written before the coffee gets cold.</p>$html$
),
(
  'qualifying-local-leads-by-phone',
  'Qualifying local leads by phone: a five-question script',
  'Qualifying Local Leads by Phone: a Five-Question Script | Prospectory',
  'Five questions that tell you in under three minutes whether a local business is worth a proposal.',
  null, false, null, now() - interval '2 days',
  $html$<p>Calling a local business is still the fastest way to learn whether it is a real prospect. The trick is to keep the call short and to ask the questions that matter. This is the five-question script we recommend for a first call. It takes under three minutes.</p>

<h2>Before you dial</h2>
<p>Have three things in front of you: the business's name and district, one observation about it (a review, a post, a missing website), and the single outcome you want from the call. Usually that outcome is a second conversation with the owner, not a sale.</p>
<p>Call at a quiet hour for the category. Mid-morning for restaurants, early afternoon for salons, first thing for clinics. If the person who answers is busy, ask when to call back and do it exactly then.</p>

<h2>The five questions</h2>
<ol>
  <li><strong>"Am I speaking with the person who looks after [bookings / marketing / suppliers]?"</strong> If not, ask for the name and the best time. Do not pitch to the wrong person.</li>
  <li><strong>"How do most of your new customers find you today?"</strong> Their answer tells you which channel they trust: word of mouth, Google, Instagram, walk-ins.</li>
  <li><strong>"What takes more of your time than it should?"</strong> Let them talk. Write down their words, not your interpretation.</li>
  <li><strong>"Have you tried to fix that before?"</strong> A past attempt means budget and intent. "We tried an app, it didn't work" is a strong lead.</li>
  <li><strong>"If there were a simple way to fix it, who else would need to agree?"</strong> This finds the decision maker without asking "are you the decision maker?".</li>
</ol>

<h2>Keep your tone</h2>
<p>Speak slowly, use their name and the name of their business, and do not read the script word for word. The questions are a checklist, not a speech. If the conversation goes somewhere useful, follow it; you can always come back to the next question. Smile while you talk. It sounds odd, but people hear it.</p>

<h2>After the call</h2>
<p>Write two lines in your list while the call is fresh: the problem in their words, and the next step with a date. If the answer to question three was "nothing, we're fine", mark the business as not now and move on. You will learn more from twenty short calls than from five long ones.</p>
<p>Export your list with phone numbers from <a href="/lists">your lists</a> and keep the script next to it. Check your country's rules on business calls before you start; the <a href="https://ico.org.uk/for-organisations/direct-marketing-and-privacy-and-electronic-communications/">UK ICO's guidance</a> is a clear example of what regulators expect.</p>
<h2>Handling the three common answers</h2>
<h3>"Send me an e-mail"</h3>
<p>Often a polite way to end the call. Agree, then ask one question: "What should the e-mail cover so it's worth your time?" Their answer tells you whether there is real interest, and gives you the subject line.</p>
<h3>"We already have someone for that"</h3>
<p>Ask what they like about the current solution. If the answer is warm, thank them and move on. If it is lukewarm ("it's fine, I suppose"), ask when the contract or arrangement is up for review and put that date in your list.</p>
<h3>"How much does it cost?"</h3>
<p>Give a range, honestly, and then ask how they would measure success. Price questions on a first call are a buying signal, not an objection.</p>

<p>Some calls end in a no. That is fine. A quick no is a result: it frees your time for the businesses that need what you sell, and it keeps your list honest. Mark it, thank them, and dial the next number.</p>
<p>Once you have made twenty calls, look at your notes side by side. The same two or three problems will come up again and again in one category. Those repeated words are your next e-mail subject lines, your next landing page and your next segment. The script is not only a way to qualify leads; it is the cheapest market research you will ever do.</p>$html$
),
(
  'excel-hygiene-for-prospect-lists',
  'Excel hygiene for prospect lists: dedupe, tag, follow up',
  'Excel Hygiene for Prospect Lists: Dedupe, Tag, Follow Up | Prospectory',
  'Simple spreadsheet habits that keep an exported prospect list accurate, shareable and useful for months.',
  null, true, now() + interval '30 days', now() - interval '1 day',
  $html$<p>An exported list is only as good as the way you keep it. Most prospect spreadsheets die the same way: duplicated rows, five people editing at once, and nobody sure who called whom. A few habits keep yours alive.</p>

<h2>One sheet, one segment</h2>
<p>Keep one export per segment and month, named the same way as the list it came from, for example "Berlin cafés – May". Mixing segments in one sheet makes every filter harder and every message more generic.</p>

<h2>Dedupe on name and address</h2>
<p>The same business often appears in two searches: a café that also sells cakes, a clinic listed under two districts. Before outreach, sort by name and address and remove exact repeats. Prospectory already skips duplicates when you add results to a list, using the name and address together, so lists exported from there start clean.</p>

<h2>Add three columns, no more</h2>
<ul>
  <li><strong>Status:</strong> new, contacted, replied, meeting, not now. Use a drop-down so everyone spells it the same way.</li>
  <li><strong>Owner:</strong> who on your team has the contact. One name per row.</li>
  <li><strong>Next step:</strong> a date. Sort by it every morning.</li>
</ul>
<p>Anything else belongs in your CRM, not your export.</p>

<h2>Keep empty cells empty</h2>
<p>When a business has no e-mail or no Instagram, the export leaves the cell blank. Leave it that way. Writing "n/a" or "-" breaks filters and makes counts wrong. Filtering on blanks is how you find the businesses to call instead of e-mail.</p>

<h2>Lock the header, freeze the first column</h2>
<p>Small things make a shared sheet easier to work with. Freeze the header row and the business name column so nobody loses their place when scrolling. Turn on filters for every column. Use one colour for rows that need action today, and nothing else; a sheet with six highlight colours has no highlights.</p>

<h2>Refresh every month</h2>
<p>Businesses change phone numbers, move and close. Once a month, run the same search again, compare it with your sheet, and archive the rows that no longer appear. It takes ten minutes and saves your team from calling dead numbers.</p>
<p>Need a fresh export? <a href="/lists">Open your lists</a> and export any of them to Excel in one click. Microsoft's guide to <a href="https://support.microsoft.com/en-us/office/filter-for-unique-values-or-remove-duplicate-values-ccf664b0-81b6-449b-bbe1-8daaec1e83c2">removing duplicate values</a> covers the rest.</p>

<h2>Share with care</h2>
<p>A prospect list holds personal data more often than you think: a named owner, a mobile number, a personal e-mail on a business domain. Share it only with the people who work the list, keep it out of public folders, and delete old exports once a campaign is over. Your customers' customers will thank you, and so will your data protection officer.</p>

<h2>Write notes for the next person</h2>
<p>Lists change hands: people go on holiday, change teams or leave. A note like "called, call back" helps nobody. Write what happened and what comes next, in a sentence a colleague could act on: "Owner Mehmet, interested, wants prices for two branches, call Thursday after 3 pm." It takes ten more seconds and saves a whole conversation.</p>

<h2>Review it as a team</h2>
<p>Once a week, spend fifteen minutes with the people who work the list. Sort by status and look at three numbers: how many rows are still new, how many replied, and how many have no next step. The last number is the one to fix first. A row without a next step is a lead that will quietly go cold.</p>
<p>Good hygiene is boring, and that is the point. A tidy sheet lets your team spend its time talking to businesses instead of fixing cells. Set the habits once, keep them for a month, and they stop feeling like work.</p>$html$
);

-- ============================================================================
-- 2. Demo accounts (credentials in supabase/local/demo-accounts.ts, printed by
-- `npm run dev`): a free user and a Pro user, password "prospectory-demo".
-- The hashes are bcrypt (cost 10, as GoTrue writes them), precomputed because
-- seeds may not rely on pgcrypto. The token columns are '' rather than null:
-- GoTrue cannot read a null there.
-- ============================================================================

insert into auth.users
  (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
   confirmation_token, recovery_token, email_change_token_new, email_change,
   raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-0000-0000-000000000000', 'de000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated',
   'free@demo.prospectory.app', '$2a$10$R/CT7nnaV3A8TJQmTpUHb.RLt.sPCNXI9jx2SVo1awOqZlXfNFLBK', now() - interval '20 days',
   '', '', '', '',
   '{"provider": "email", "providers": ["email"]}', '{}', now() - interval '20 days', now() - interval '20 days'),
  ('00000000-0000-0000-0000-000000000000', 'de000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated',
   'pro@demo.prospectory.app', '$2a$10$piXjQnaNTbq4EiOK9JQFUe/yCx7CR7mdDrR1FjPHQL9fox2wS3Ebq', now() - interval '60 days',
   '', '', '', '',
   '{"provider": "email", "providers": ["email"]}', '{}', now() - interval '60 days', now() - interval '60 days');

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.created_at, u.created_at, u.created_at
from auth.users u
where u.id in ('de000000-0000-4000-8000-000000000001', 'de000000-0000-4000-8000-000000000002');

-- The auth.users trigger has already created free profiles; make them what
-- the demo needs. The seed runs as the database owner, so the column guards
-- for API roles do not apply.
insert into public.user_profiles
  (id, email, plan, subscription_status, subscription_ends_at, paddle_subscription_id, paddle_customer_id,
   daily_searches_used, last_search_date, receive_email_notifications, created_at)
values
  ('de000000-0000-4000-8000-000000000001', 'free@demo.prospectory.app', 'free', null, null, null, null,
   0, null, true, now() - interval '20 days'),
  ('de000000-0000-4000-8000-000000000002', 'pro@demo.prospectory.app', 'pro', 'active', now() + interval '30 days',
   'sub_demo_pro_01', 'ctm_demo_pro_01', 0, null, true, now() - interval '60 days')
on conflict (id) do update set
  email = excluded.email,
  plan = excluded.plan,
  subscription_status = excluded.subscription_status,
  subscription_ends_at = excluded.subscription_ends_at,
  paddle_subscription_id = excluded.paddle_subscription_id,
  paddle_customer_id = excluded.paddle_customer_id,
  daily_searches_used = excluded.daily_searches_used,
  last_search_date = excluded.last_search_date,
  receive_email_notifications = excluded.receive_email_notifications,
  created_at = excluded.created_at;

-- ============================================================================
-- 3. The business directory: a deterministic generator.
--
-- Every "random" choice is a pure function of (row key, field number): a hash
-- from hashint8extended, never random(). The same seed.sql therefore gives the
-- same rows, ids included (rows are inserted in a fixed order), on PostgreSQL
-- 15 and on PGlite (checked: the same md5 over all rows on both). Set-based
-- (a few INSERT ... SELECTs, no row-by-row loop) so the 52,100 rows take
-- seconds even in WASM. The helpers and scratch tables live in the throw-away
-- schema seed_gen, dropped at the end of this file.
-- ============================================================================

create schema seed_gen;

-- Uniform double in [0, 1) for row r, field f. The field number is folded into
-- the hash seed, so fields of one row are independent.
create function seed_gen.u(r bigint, f integer) returns double precision
language sql immutable parallel safe
as $$ select ((hashint8extended(r, 734000 + f) & 9223372036854775807) >> 11)::double precision / 4503599627370496.0 $$;

-- One element of a non-empty array, chosen by x in [0, 1).
create function seed_gen.pick(a text[], x double precision) returns text
language sql immutable parallel safe
as $$ select a[1 + floor(x * cardinality(a))::integer] $$;

-- Fills a phone mask: a = a digit 2-9 (no local number starts with 0 or 1),
-- b..j = digits 0-9, everything else is kept. '+90 216 abc de fg'.
create function seed_gen.digits(mask text, r bigint, f integer) returns text
language sql immutable parallel safe
as $$
  select translate(mask, 'abcdefghij',
    (2 + (hashint8extended(r, 735000 + f) & 9223372036854775807) % 8)::text
    || lpad(((hashint8extended(r, 736000 + f) & 9223372036854775807) % 1000000000)::text, 9, '0'))
$$;

-- Fills a postcode mask: like seed_gen.digits, plus k and l = upper-case
-- letters (the ones British and Dutch postcodes use). ' akl' -> ' 4TF'.
create function seed_gen.postcode(mask text, r bigint, f integer) returns text
language sql immutable parallel safe
as $$
  select case when mask = '' then '' else translate(seed_gen.digits(mask, r, f), 'kl',
    substr('ABDEFGHJLNPQRSTUWXYZ', 1 + ((hashint8extended(r, 737000 + f) & 9223372036854775807) % 20)::integer, 1)
    || substr('ABDEFGHJLNPQRSTUWXYZ', 1 + ((hashint8extended(r, 738000 + f) & 9223372036854775807) % 20)::integer, 1)) end
$$;

-- Lower case without depending on the server's locale (PGlite runs with C,
-- Debian with C.UTF-8 or en_US): accented capitals are mapped explicitly.
create function seed_gen.norm(s text) returns text
language sql immutable parallel safe
as $$ select lower(translate(s, 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝĞİŞĆČĎĚŁŃŇŘŚŠŤŮŹŻŽĄĘŒ',
                                'àáâãäåæçèéêëìíîïñòóôõöøùúûüýğişćčďěłńňřśšťůźżžąęœ')) $$;

-- ASCII letters only: what a domain, a handle or a hurried search uses.
create function seed_gen.fold(s text) returns text
language sql immutable parallel safe
as $$
  select translate(replace(replace(replace(replace(seed_gen.norm(s), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'ø', 'o'),
                   'àáâãäåçèéêëìíîïñòóôõöùúûüýğışćčďěłńňřśšťůźżžąę',
                   'aaaaaaceeeeiiiinooooouuuuygiscceelnnrsstuzzzae')
$$;

-- ---------------------------------------------------------------- countries
-- lang: the language of the business-type words; prefix: whether the type word
-- comes first ("Bäckerei Schmidt") or last ("Yılmaz Eczanesi"). Masks as in
-- seed_gen.digits and seed_gen.postcode. Address formats are format() strings:
-- %1$s street, %2$s number, %3$s district, %4$s postcode, %5$s city, %6$s region.
create table seed_gen.countries as
select code, name as country_name, lang, prefix, tld, com_share, string_to_array(email_locals, '|') as email_locals,
       string_to_array(surnames, '|') as surnames, string_to_array(streets, '|') as streets,
       address_format, postal_mask, string_to_array(mobile_masks, '|') as mobile_masks, mobile_share, aliases
from (values
  ('TR', 'Türkiye', 'tr', false, '.com.tr', 0.35, 'info|info|iletisim|bilgi',
   'Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Yıldırım|Öztürk|Aydın|Özdemir|Arslan|Doğan|Kılıç|Aslan|Çetin|Kara|Koç|Kurt|Özkan|Şimşek|Polat|Korkmaz|Güler|Aksoy|Tekin|Karaca|Bulut|Ünal|Acar|Tuncer|Bayram|Eren|Uçar|Ergin|Sarı',
   'Atatürk Cad.|Cumhuriyet Cad.|İstiklal Cad.|İnönü Cad.|Gazi Bulvarı|Fevzi Paşa Cad.|Hürriyet Cad.|Millet Cad.|Mimar Sinan Cad.|Kazım Karabekir Cad.|Barbaros Bulvarı|Zübeyde Hanım Cad.|Lale Sok.|Menekşe Sok.|Gül Sok.|Çınar Sok.|Papatya Sok.|Akasya Sok.|Manolya Sok.|Söğüt Sok.',
   '%1$s No:%2$s, %4$s %3$s/%5$s', '', '+90 50b cde fg hi|+90 53b cde fg hi|+90 54b cde fg hi|+90 55b cde fg hi', 0.30, 'turkey turkiye'),
  ('GB', 'United Kingdom', 'en', false, '.co.uk', 0.20, 'info|hello|enquiries|contact|office',
   'Smith|Jones|Taylor|Brown|Williams|Wilson|Johnson|Davies|Robinson|Wright|Thompson|Evans|Walker|White|Roberts|Green|Hall|Wood|Jackson|Clarke|Harrington|Whitfield|Ashworth|Fletcher|Pemberton|Lawson|Barnes|Hughes|Palmer|Sinclair',
   'High Street|Station Road|Church Street|Park Road|Victoria Road|King Street|Queen''s Road|Market Street|Mill Lane|Albert Road|Green Lane|Grove Road|New Street|Castle Street|Chapel Street|Regent Street',
   '%2$s %1$s, %3$s, %5$s %4$s', ' akl', '+44 7abc defghi', 0.12, 'uk united kingdom great britain'),
  ('US', 'United States', 'en', false, '.com', 1.0, 'info|hello|contact|office',
   'Miller|Davis|Garcia|Rodriguez|Martinez|Anderson|Thomas|Moore|Martin|Lee|Harris|Clark|Lewis|Young|Allen|King|Scott|Nguyen|Patel|Kim|Cohen|Sullivan|Bennett|Foster|Hayes|Morgan|Reed|Brooks|Carter|Russo',
   'Broadway|Main Street|Oak Street|Maple Avenue|Washington Street|Park Avenue|Elm Street|Lincoln Avenue|Lake Street|Madison Avenue|Franklin Street|Spring Street|Grand Avenue|Union Street|Pine Street|Cedar Avenue',
   '%2$s %1$s, %3$s, %5$s, %6$s %4$s', '', null, 0, 'usa us united states america'),
  ('CA', 'Canada', 'en', false, '.ca', 0.40, 'info|hello|contact',
   'Tremblay|Smith|Roy|Wilson|MacDonald|Gagnon|Johnson|Taylor|Campbell|Anderson|Singh|Chen|Wong|Patel|Brown|Martin|Leblanc|Thompson|Murray|Fraser|Stewart|Reid|Ross|Kelly|Grant',
   'Queen Street West|King Street West|Dundas Street West|Bloor Street West|College Street|Yonge Street|Spadina Avenue|Ossington Avenue|Danforth Avenue|Bathurst Street|Parliament Street|Roncesvalles Avenue',
   '%2$s %1$s, %3$s, %5$s, %6$s %4$s', ' akb', null, 0, 'canada'),
  ('IE', 'Ireland', 'en', false, '.ie', 0.20, 'info|hello|enquiries',
   'Murphy|Kelly|O''Sullivan|Walsh|O''Brien|Byrne|Ryan|O''Connor|O''Neill|Doyle|McCarthy|Gallagher|Doherty|Kennedy|Lynch|Murray|Quinn|Moore|McLoughlin|Carroll|Connolly|Daly|Brennan|Burke|Collins',
   'Grafton Street|Camden Street|Dame Street|Baggot Street|Capel Street|Rathmines Road|Ranelagh Road|Thomas Street|Parnell Street|Leeson Street|South William Street|Dawson Street',
   '%2$s %1$s, %3$s, %5$s %4$s', ' kbcd', '+353 85 bcd efgh|+353 87 bcd efgh', 0.15, 'ireland eire'),
  ('AE', 'United Arab Emirates', 'en', false, '.ae', 0.50, 'info|contact|hello',
   'Al Mansoori|Al Hashimi|Al Nuaimi|Al Ketbi|Al Mazrouei|Al Shamsi|Al Suwaidi|Al Marzouqi|Al Falasi|Al Mheiri|Al Zaabi|Al Dhaheri|Khan|Nair|Menon|Sharma|Qureshi|Haddad|Khoury|Rahman',
   'Sheikh Zayed Road|Al Wasl Road|Jumeirah Beach Road|Al Khail Road|Al Rigga Road|Khalid Bin Al Waleed Road|Al Maktoum Road|Financial Centre Road|Al Sufouh Road|Marina Walk',
   'Unit %2$s, %1$s, %3$s, %5$s', '', '+971 50 bcd efgh|+971 55 bcd efgh', 0.25, 'uae emirates'),
  ('DE', 'Germany', 'de', true, '.de', 0.10, 'info|kontakt|hallo',
   'Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Schulz|Hoffmann|Koch|Richter|Klein|Wolf|Schröder|Neumann|Schwarz|Zimmermann|Braun|Krüger|Hartmann|Lange|Werner|Krause|Lehmann|Schmitz|Bauer|Kaiser|Vogel|Fuchs',
   'Hauptstraße|Bahnhofstraße|Schillerstraße|Goethestraße|Gartenstraße|Lindenstraße|Bergstraße|Kirchstraße|Friedrichstraße|Marktplatz|Schulstraße|Parkstraße|Mozartstraße|Rosenstraße|Kaiserstraße|Wiesenweg',
   '%1$s %2$s, %3$s, %4$s %5$s', '', '+49 151 bcdefghi|+49 160 bcdefgh|+49 170 bcdefgh|+49 176 bcdefghi', 0.12, 'germany deutschland'),
  ('AT', 'Austria', 'de', true, '.at', 0.10, 'office|info|kontakt',
   'Gruber|Huber|Bauer|Wagner|Müller|Pichler|Steiner|Moser|Mayer|Hofer|Leitner|Berger|Fuchs|Eder|Fischer|Schmid|Winkler|Weber|Schwarz|Maier|Schneider|Reiter|Mayr|Schmidt|Wimmer',
   'Mariahilfer Straße|Neubaugasse|Kärntner Straße|Praterstraße|Landstraßer Hauptstraße|Josefstädter Straße|Wiedner Hauptstraße|Burggasse|Kirchengasse|Schottengasse|Gumpendorfer Straße|Taborstraße',
   '%1$s %2$s, %3$s, %4$s %5$s', '', '+43 664 abc defg|+43 676 abc defg', 0.15, 'austria osterreich'),
  ('CH', 'Switzerland', 'de', true, '.ch', 0.10, 'info|kontakt|hallo',
   'Müller|Meier|Schmid|Keller|Weber|Huber|Meyer|Schneider|Steiner|Fischer|Gerber|Brunner|Baumann|Frei|Zimmermann|Moser|Widmer|Wyss|Graf|Roth|Suter|Baumgartner|Bachmann|Studer|Kälin',
   'Bahnhofstrasse|Langstrasse|Seefeldstrasse|Badenerstrasse|Limmatquai|Rämistrasse|Niederdorfstrasse|Josefstrasse|Weinbergstrasse|Hardturmstrasse|Stauffacherstrasse|Universitätstrasse',
   '%1$s %2$s, %3$s, %4$s %5$s', '', '+41 79 abc de fg|+41 78 abc de fg', 0.15, 'switzerland schweiz suisse'),
  ('FR', 'France', 'fr', true, '.fr', 0.15, 'contact|info|bonjour',
   'Martin|Bernard|Dubois|Thomas|Robert|Richard|Petit|Durand|Leroy|Moreau|Simon|Laurent|Lefebvre|Michel|Garnier|Rousseau|Fontaine|Chevalier|Mercier|Girard|Bonnet|Lambert|Faure|Blanc|Guérin|Dupont|Lemaire|Renard|Roux|Morel',
   'rue de la République|rue Victor Hugo|avenue Jean Jaurès|rue du Faubourg Saint-Antoine|boulevard Voltaire|rue Pasteur|rue des Lilas|place de la Mairie|rue Saint-Honoré|avenue de la Libération|rue Gambetta|rue Nationale|rue du Commerce|boulevard Saint-Michel|rue de la Paix|rue des Écoles',
   '%2$s %1$s, %3$s, %4$s %5$s', '', '+33 6 ab cd ef gh|+33 7 ab cd ef gh', 0.15, 'france'),
  ('BE', 'Belgium', 'fr', true, '.be', 0.15, 'info|contact',
   'Peeters|Janssens|Maes|Jacobs|Mertens|Willems|Claes|Goossens|Wouters|Dubois|Lambert|Dupont|Martin|Simon|Laurent|Leclercq|Hermans|Michiels|Lemaire|Renard|Desmet|Vandenberghe|Mathieu|Declercq|Dumont',
   'rue Neuve|avenue Louise|chaussée d''Ixelles|rue du Bailli|avenue de la Toison d''Or|rue Haute|chaussée de Waterloo|rue Royale|rue de Flandre|boulevard Anspach|rue Antoine Dansaert|rue du Midi',
   '%1$s %2$s, %3$s, %4$s %5$s', '', '+32 47a bc de fg|+32 49a bc de fg', 0.15, 'belgium belgique belgie'),
  ('ES', 'Spain', 'es', true, '.es', 0.30, 'info|hola|contacto',
   'García|Fernández|González|Rodríguez|López|Martínez|Sánchez|Pérez|Gómez|Martín|Jiménez|Ruiz|Hernández|Díaz|Moreno|Álvarez|Muñoz|Romero|Navarro|Torres|Domínguez|Vázquez|Ramos|Gil|Serrano|Blanco|Molina|Ortega|Castro|Puig',
   'Calle Mayor|Calle de Alcalá|Gran Vía|Calle Real|Avenida de la Constitución|Calle de Serrano|Calle del Carmen|Calle de San Vicente|Calle de Colón|Paseo de Gracia|Calle de Atocha|Calle del Pez|Avenida del Puerto|Calle de la Paz|Rambla Nova|Calle de Toledo',
   '%1$s %2$s, %3$s, %4$s %5$s', '', '+34 6ab cde fgh', 0.20, 'spain espana'),
  ('IT', 'Italy', 'it', true, '.it', 0.15, 'info|contatti',
   'Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti|De Luca|Mancini|Costa|Giordano|Rizzo|Lombardi|Moretti|Barbieri|Fontana|Santoro|Mariani|Rinaldi|Caruso|Ferrara|Galli|Martini|Leone',
   'Via Roma|Via Garibaldi|Via Mazzini|Corso Italia|Via Dante|Via Verdi|Corso Vittorio Emanuele II|Via Cavour|Via Manzoni|Via Torino|Via XX Settembre|Via Nazionale|Viale Monza|Via San Francesco|Via Solferino|Via dei Mille',
   '%1$s %2$s, %3$s, %4$s %5$s', '', '+39 3ab cde fghi', 0.20, 'italy italia'),
  ('NL', 'Netherlands', 'nl', true, '.nl', 0.10, 'info|contact|hallo',
   'De Jong|Jansen|De Vries|Van den Berg|Van Dijk|Bakker|Janssen|Visser|Smit|Meijer|De Boer|Mulder|De Groot|Bos|Vos|Peters|Hendriks|Van Leeuwen|Dekker|Brouwer|De Wit|Dijkstra|Smits|De Graaf|Van der Meer|Kok|Jacobs|Vermeulen|Van Dam|Schouten',
   'Kerkstraat|Dorpsstraat|Prinsengracht|Keizersgracht|Hoofdstraat|Stationsweg|Marktplein|Molenstraat|Nieuwstraat|Haarlemmerstraat|Utrechtsestraat|Witte de Withstraat|Meent|Nieuwe Binnenweg|Oude Binnenweg|Ferdinand Bolstraat',
   '%1$s %2$s, %3$s, %4$s %5$s', ' kl', '+31 6 abcd efgh', 0.15, 'netherlands nederland holland'),
  ('PT', 'Portugal', 'pt', true, '.pt', 0.20, 'geral|info|contacto',
   'Silva|Santos|Ferreira|Pereira|Oliveira|Costa|Rodrigues|Martins|Sousa|Fernandes|Gonçalves|Gomes|Lopes|Marques|Alves|Almeida|Ribeiro|Pinto|Carvalho|Teixeira|Moreira|Correia|Mendes|Nunes|Soares|Vieira|Monteiro|Cardoso|Rocha|Tavares',
   'Rua Augusta|Avenida da Liberdade|Rua do Carmo|Rua Garrett|Rua de Santa Catarina|Rua das Flores|Avenida dos Aliados|Rua Direita|Rua da Prata|Rua de São Bento|Rua do Ouro|Travessa do Almada|Rua Nova|Rua de Cedofeita|Rua do Almada|Rua da Madalena',
   '%1$s %2$s, %3$s, %4$s %5$s', '-abc', '+351 91a bcd efg|+351 93a bcd efg|+351 96a bcd efg', 0.20, 'portugal'),
  ('PL', 'Poland', 'en', false, '.pl', 0.10, 'biuro|kontakt|info',
   'Nowak|Kowalski|Wiśniewski|Wójcik|Kowalczyk|Kamiński|Lewandowski|Zieliński|Szymański|Woźniak|Dąbrowski|Kozłowski|Jankowski|Mazur|Kwiatkowski|Krawczyk|Piotrowski|Grabowski|Nowakowski|Pawłowski|Michalski|Król|Wieczorek|Jabłoński|Wróbel',
   'ul. Marszałkowska|ul. Nowy Świat|ul. Puławska|ul. Chmielna|ul. Złota|ul. Mokotowska|ul. Wilcza|ul. Hoża|ul. Krucza|al. Jerozolimskie|ul. Grójecka|ul. Targowa|ul. Francuska|ul. Słowackiego',
   '%1$s %2$s, %3$s, %4$s %5$s', 'abc', '+48 5ab cde fgh|+48 6ab cde fgh|+48 7ab cde fgh', 0.25, 'poland polska'),
  ('CZ', 'Czechia', 'en', false, '.cz', 0.10, 'info|kontakt',
   'Novák|Svoboda|Novotný|Dvořák|Černý|Procházka|Kučera|Veselý|Horák|Němec|Pokorný|Marek|Pospíšil|Hájek|Jelínek|Král|Růžička|Beneš|Fiala|Sedláček|Doležal|Zeman|Kolář|Navrátil|Čermák',
   'Vinohradská|Národní|Na Příkopě|Karlova|Korunní|Dlouhá|Francouzská|Sokolovská|Milady Horákové|Štefánikova|Seifertova|Dukelských hrdinů|Plzeňská|Bělehradská',
   '%1$s %2$s, %3$s, %4$s %5$s', '', '+420 6ab cde fgh|+420 7ab cde fgh', 0.20, 'czechia czech republic cesko'),
  ('DK', 'Denmark', 'en', false, '.dk', 0.10, 'info|kontakt|hej',
   'Nielsen|Jensen|Hansen|Pedersen|Andersen|Christensen|Larsen|Sørensen|Rasmussen|Jørgensen|Petersen|Madsen|Kristensen|Olsen|Thomsen|Christiansen|Poulsen|Johansen|Møller|Mortensen',
   'Nørrebrogade|Vesterbrogade|Østerbrogade|Frederiksberggade|Gothersgade|Istedgade|Jægersborggade|Gammel Kongevej|Amagerbrogade|Torvegade|Store Kongensgade|Blågårdsgade',
   '%1$s %2$s, %3$s, %4$s %5$s', '', '+45 2b cd ef gh|+45 4b cd ef gh', 0.20, 'denmark danmark'),
  ('SE', 'Sweden', 'en', false, '.se', 0.10, 'info|kontakt|hej',
   'Andersson|Johansson|Karlsson|Nilsson|Eriksson|Larsson|Olsson|Persson|Svensson|Gustafsson|Pettersson|Jonsson|Jansson|Hansson|Bengtsson|Lindberg|Lindqvist|Lundgren|Berg|Sjöberg|Holm|Engström|Lindström|Ekström|Nyström',
   'Götgatan|Drottninggatan|Hornsgatan|Sveavägen|Odengatan|Karlavägen|Birger Jarlsgatan|Hantverkargatan|Fleminggatan|Östgötagatan|Folkungagatan|Kungsgatan',
   '%1$s %2$s, %3$s, %4$s %5$s', ' bc', '+46 70 bcd ef gh|+46 73 bcd ef gh', 0.20, 'sweden sverige')
) as t(code, name, lang, prefix, tld, com_share, email_locals, surnames, streets, address_format, postal_mask, mobile_masks, mobile_share, aliases);

-- ---------------------------------------------------------------- business types
-- weight: how common the type is (relative); reviews: shifts the typical number
-- of Google ratings (restaurants and hotels collect far more than accountants);
-- instagram: the share that has an account. Then the type words per language,
-- '|'-separated alternatives.
create table seed_gen.types as
select row_number() over (order by business_type)::integer as idx, *
from (values
  ('dentist', 45, 0.5, 0.70, 'Diş Kliniği|Diş Polikliniği|Ağız ve Diş Sağlığı', 'Dental|Dental Care|Dental Practice', 'Zahnarztpraxis|Zahnärzte', 'Cabinet Dentaire|Centre Dentaire', 'Clínica Dental', 'Studio Dentistico', 'Tandartspraktijk|Tandartsen', 'Clínica Dentária'),
  ('restaurant', 90, 1.3, 0.85, 'Lokantası|Restoran|Sofrası|Ocakbaşı', 'Kitchen|Restaurant|Bistro|Grill', 'Restaurant|Gasthaus|Wirtshaus', 'Restaurant|Bistrot|Brasserie', 'Restaurante|Casa|Taberna', 'Ristorante|Trattoria|Osteria', 'Restaurant|Eetcafé', 'Restaurante|Tasca'),
  ('cafe', 80, 1.0, 0.90, 'Kahve Evi|Kafe|Kahvecisi|Coffee', 'Coffee|Café|Coffee House|Espresso Bar', 'Café|Kaffeehaus|Kaffeebar', 'Café', 'Cafetería|Café', 'Caffè|Bar', 'Koffiebar|Koffiehuis', 'Café'),
  ('hair salon', 55, 0.4, 0.85, 'Kuaför|Hair Design|Kuaför Salonu', 'Hair|Hair Studio|Salon', 'Friseur|Friseursalon', 'Coiffure|Salon de Coiffure', 'Peluquería', 'Parrucchiere|Salone', 'Kapsalon', 'Cabeleireiro'),
  ('barber', 40, 0.5, 0.85, 'Berber|Erkek Kuaförü|Barber Shop', 'Barbers|Barber Shop', 'Barbershop|Herrenfriseur', 'Barbier', 'Barbería', 'Barbiere|Barberia', 'Barbier|Barbershop', 'Barbearia'),
  ('gym', 30, 0.6, 0.85, 'Spor Salonu|Fitness Club|Gym', 'Gym|Fitness|Strength Club', 'Fitnessstudio|Sportstudio', 'Salle de Sport|Club de Fitness', 'Gimnasio', 'Palestra', 'Sportschool', 'Ginásio'),
  ('pharmacy', 45, -0.3, 0.30, 'Eczanesi', 'Pharmacy|Chemist', 'Apotheke', 'Pharmacie', 'Farmacia', 'Farmacia', 'Apotheek', 'Farmácia'),
  ('veterinarian', 20, 0.3, 0.60, 'Veteriner Kliniği|Pet Kliniği|Hayvan Hastanesi', 'Vets|Veterinary Clinic|Animal Hospital', 'Tierarztpraxis|Tierklinik', 'Clinique Vétérinaire', 'Clínica Veterinaria', 'Clinica Veterinaria|Ambulatorio Veterinario', 'Dierenkliniek|Dierenartspraktijk', 'Clínica Veterinária'),
  ('law firm', 30, -0.7, 0.35, 'Hukuk Bürosu|Avukatlık Ortaklığı', 'Law|Solicitors|Legal', 'Kanzlei|Rechtsanwälte', 'Cabinet d''Avocats|Avocats', 'Bufete|Despacho de Abogados', 'Studio Legale', 'Advocatenkantoor|Advocaten', 'Sociedade de Advogados|Escritório de Advocacia'),
  ('accountant', 30, -1.0, 0.30, 'Mali Müşavirlik|Muhasebe Bürosu', 'Accountants|Accounting|Tax & Accounts', 'Steuerberatung|Steuerkanzlei', 'Cabinet Comptable|Expertise Comptable', 'Asesoría|Gestoría', 'Studio Commercialista', 'Administratiekantoor|Accountantskantoor', 'Contabilidade|Gabinete de Contabilidade'),
  ('real estate agency', 40, -0.2, 0.65, 'Emlak|Gayrimenkul', 'Estates|Property|Homes|Realty', 'Immobilien', 'Immobilier|Agence Immobilière', 'Inmobiliaria', 'Immobiliare|Agenzia Immobiliare', 'Makelaardij|Makelaars', 'Imobiliária'),
  ('plumber', 25, -0.6, 0.30, 'Tesisat|Su Tesisatı', 'Plumbing|Plumbing & Heating', 'Sanitär|Installateur', 'Plomberie', 'Fontanería', 'Idraulica', 'Loodgietersbedrijf|Loodgieter', 'Canalizações'),
  ('electrician', 25, -0.8, 0.30, 'Elektrik|Elektrik Tesisat', 'Electrical|Electricians|Electric', 'Elektro|Elektrotechnik', 'Électricité', 'Electricidad|Instalaciones Eléctricas', 'Impianti Elettrici', 'Elektrotechniek|Installatiebedrijf', 'Eletricidade'),
  ('bakery', 35, 0.6, 0.70, 'Fırını|Ekmek Fırını|Unlu Mamulleri', 'Bakery|Bakehouse|Bread Co.', 'Bäckerei', 'Boulangerie', 'Panadería|Horno', 'Panificio|Forno', 'Bakkerij', 'Padaria'),
  ('florist', 20, -0.1, 0.80, 'Çiçekçilik|Çiçek Evi', 'Flowers|Florist', 'Blumen|Blumenladen', 'Fleurs|Fleuriste', 'Floristería', 'Fiori|Fioreria', 'Bloemen|Bloemenwinkel', 'Florista|Flores'),
  ('car repair', 35, 0.1, 0.40, 'Oto Servis|Oto Tamir', 'Auto Repair|Motors|Garage', 'Autowerkstatt|Kfz-Werkstatt|Autoservice', 'Garage', 'Taller|Taller Mecánico', 'Autofficina|Officina', 'Autobedrijf|Garage', 'Oficina|Oficina Auto'),
  ('hotel', 30, 1.4, 0.85, 'Otel|Butik Otel|Hotel', 'Hotel|Inn|House Hotel', 'Hotel|Pension', 'Hôtel', 'Hotel|Hostal', 'Hotel|Albergo', 'Hotel', 'Hotel'),
  ('optician', 20, -0.2, 0.55, 'Optik', 'Opticians|Eyewear|Optical', 'Optik|Augenoptik', 'Optique|Opticien', 'Óptica', 'Ottica', 'Opticien|Optiek', 'Óptica'),
  ('physiotherapist', 20, 0.0, 0.60, 'Fizik Tedavi Merkezi|Fizyoterapi', 'Physio|Physiotherapy|Physical Therapy', 'Physiotherapie|Praxis für Physiotherapie', 'Cabinet de Kinésithérapie|Kiné', 'Fisioterapia|Clínica de Fisioterapia', 'Fisioterapia|Centro Fisioterapico', 'Fysiotherapie|Fysiotherapiepraktijk', 'Fisioterapia|Clínica de Fisioterapia'),
  ('yoga studio', 15, 0.1, 0.90, 'Yoga Stüdyosu|Yoga Merkezi', 'Yoga|Yoga Studio', 'Yogastudio|Yoga', 'Studio de Yoga|Yoga', 'Estudio de Yoga|Yoga', 'Yoga|Centro Yoga', 'Yogastudio|Yogaschool', 'Estúdio de Yoga|Yoga'),
  ('pet shop', 15, 0.0, 0.75, 'Pet Shop|Petshop|Evcil Hayvan Market', 'Pets|Pet Supplies|Pet Store', 'Zoohandlung|Tierbedarf', 'Animalerie', 'Tienda de Mascotas|Mascotas', 'Negozio di Animali|Pet Shop', 'Dierenwinkel|Dierenspeciaalzaak', 'Loja de Animais|Pet Shop'),
  ('bookstore', 15, 0.2, 0.70, 'Kitabevi|Kitapçısı', 'Books|Bookshop|Booksellers', 'Buchhandlung', 'Librairie', 'Librería', 'Libreria', 'Boekhandel', 'Livraria'),
  ('dry cleaner', 20, -0.3, 0.30, 'Kuru Temizleme', 'Dry Cleaners|Cleaners', 'Reinigung|Textilreinigung', 'Pressing', 'Tintorería', 'Lavanderia|Tintoria', 'Stomerij', 'Lavandaria'),
  ('photographer', 15, -0.2, 0.90, 'Fotoğrafçılık|Fotoğraf Stüdyosu', 'Photography|Photo Studio', 'Fotostudio|Fotografie', 'Studio Photo|Photographie', 'Fotografía|Estudio Fotográfico', 'Studio Fotografico|Fotografia', 'Fotostudio|Fotografie', 'Fotografia|Estúdio Fotográfico'),
  ('architect', 20, -1.0, 0.70, 'Mimarlık|Mimarlık Ofisi', 'Architects|Architecture|Design Studio', 'Architekturbüro|Architekten', 'Cabinet d''Architecture|Architectes', 'Estudio de Arquitectura|Arquitectos', 'Studio di Architettura|Architetti', 'Architectenbureau|Architecten', 'Atelier de Arquitetura|Arquitetos'),
  ('insurance agency', 20, -0.8, 0.35, 'Sigorta|Sigorta Aracılık', 'Insurance|Insurance Brokers', 'Versicherungsagentur|Versicherungsbüro', 'Assurances|Cabinet d''Assurances', 'Seguros|Correduría de Seguros', 'Assicurazioni|Agenzia Assicurativa', 'Verzekeringen|Assurantiekantoor', 'Seguros|Mediação de Seguros'),
  ('driving school', 15, 0.2, 0.55, 'Sürücü Kursu', 'Driving School|School of Motoring', 'Fahrschule', 'Auto-École', 'Autoescuela', 'Autoscuola|Scuola Guida', 'Rijschool', 'Escola de Condução'),
  ('language school', 15, 0.0, 0.70, 'Dil Okulu|Yabancı Dil Kursu|Dil Akademisi', 'Language School|Language Centre|Languages', 'Sprachschule|Sprachinstitut', 'École de Langues', 'Academia de Idiomas|Escuela de Idiomas', 'Scuola di Lingue', 'Taleninstituut|Talenschool', 'Escola de Línguas'),
  ('dermatology clinic', 15, 0.3, 0.65, 'Dermatoloji Kliniği|Cilt Sağlığı Merkezi', 'Dermatology|Skin Clinic', 'Hautarztpraxis|Dermatologie', 'Cabinet de Dermatologie|Centre Dermatologique', 'Clínica Dermatológica|Dermatología', 'Centro Dermatologico|Studio Dermatologico', 'Huidkliniek|Dermatologiepraktijk', 'Clínica de Dermatologia|Dermatologia'),
  ('pastry shop', 25, 0.6, 0.80, 'Pastanesi|Pasta & Tatlı|Baklava Salonu', 'Patisserie|Cakes|Cake Shop', 'Konditorei', 'Pâtisserie', 'Pastelería', 'Pasticceria', 'Banketbakkerij|Patisserie', 'Pastelaria'),
  ('beauty salon', 40, 0.3, 0.90, 'Güzellik Salonu|Güzellik Merkezi', 'Beauty|Beauty Lounge|Beauty Salon', 'Kosmetikstudio|Kosmetik', 'Institut de Beauté', 'Centro de Estética|Estética', 'Centro Estetico|Estetica', 'Schoonheidssalon', 'Centro de Estética|Instituto de Beleza'),
  ('travel agency', 20, -0.3, 0.65, 'Turizm|Seyahat Acentası', 'Travel|Travel Agency', 'Reisebüro', 'Agence de Voyages', 'Agencia de Viajes|Viajes', 'Agenzia Viaggi|Viaggi', 'Reisbureau', 'Agência de Viagens|Viagens'),
  ('marketing agency', 20, -0.9, 0.85, 'Reklam Ajansı|Dijital Ajans', 'Digital|Creative|Media', 'Werbeagentur|Agentur', 'Agence|Agence Web', 'Agencia|Agencia de Marketing', 'Agenzia|Studio Creativo', 'Reclamebureau', 'Agência|Agência de Marketing'),
  ('furniture store', 25, 0.0, 0.75, 'Mobilya|Mobilyaları', 'Furniture|Interiors|Home', 'Möbelhaus|Möbel', 'Meubles|Ameublement', 'Muebles', 'Arredamenti|Mobili', 'Meubelen|Woonwinkel', 'Móveis|Mobiliário'),
  ('jewelry store', 25, -0.1, 0.80, 'Kuyumcu|Kuyumculuk|Pırlanta', 'Jewellers|Jewelry|Fine Jewellery', 'Juwelier|Goldschmiede', 'Bijouterie|Joaillerie', 'Joyería', 'Gioielleria', 'Juwelier', 'Joalharia|Ourivesaria')
) as t(business_type, weight, reviews, instagram, tr, en, de, fr, es, it, nl, pt);

create table seed_gen.type_words as
select t.idx as type_idx, w.lang, string_to_array(w.words, '|') as words
from seed_gen.types t
cross join lateral (values ('tr', t.tr), ('en', t.en), ('de', t.de), ('fr', t.fr), ('es', t.es), ('it', t.it), ('nl', t.nl), ('pt', t.pt)) as w(lang, words);

-- Words that make a name: "Güneş Eczanesi", "Bluebell Florist", "Apotheke am Markt".
create table seed_gen.flair as
select lang, string_to_array(words, '|') as words
from (values
  ('tr', 'Güneş|Yıldız|Lale|Ada|Deniz|Mavi|Başak|Nar|Çınar|Papatya|Umut|Işık|Defne|Zeytin|Pınar|Ekin|Yakamoz|Gülüş|Kardelen|Marmara|Anadolu|Akdeniz|Ege|Sedef|Altın|İnci|Yeşil|Lider|Park|Sahil|Meydan|Şafak|Moda|Çamlıca|Nilüfer'),
  ('en', 'Bluebell|Oak|Maple|Harbour|Bridge|Parkside|Crown|Greenway|Northside|Rosewood|Silver|Golden|Willow|Copper|Ivy|Meadow|Riverside|Summit|Elm|Birch|Lantern|Orchard|Cornerstone|Beacon|Kingfisher|Juniper|Hawthorn|Foxglove|Brightside|Little Acorn'),
  ('de', 'am Markt|am Rathaus|am Park|zum Löwen|Sonnenschein|Lindenhof|Rosengarten|Stern|Kranich|Edelweiß|Lindenbaum|am Ring|Goldstück|Nordlicht|Herzstück|am Dom|Eichhorn|Morgenrot'),
  ('fr', 'du Marché|de la Place|des Arts|Saint-Louis|du Parc|Bellevue|Lumière|Soleil|des Lilas|du Centre|Étoile|Mirabelle|Les Tilleuls|Rivoli|Belle Époque|du Canal|Montaigne|des Halles'),
  ('es', 'del Sol|La Estrella|Central|del Mar|La Plaza|Mediterráneo|Olivo|San Miguel|La Luna|Real|Alameda|Azahar|Nova|El Mirador|Las Flores|La Esquina|Del Barrio|Ibérica'),
  ('it', 'del Corso|San Marco|Bella Vista|Stella|Centrale|La Piazza|Il Giardino|Aurora|del Sole|Duomo|Vittoria|Luna|La Perla|Fiore|Dolce Vita|Due Torri|San Giorgio|Il Faro'),
  ('nl', 'De Tulp|Het Anker|De Molen|Centraal|De Linde|Zonnehoek|De Gouden Leeuw|Het Plein|De Roos|Noorderlicht|Oranje|De Parel|Het Hof|De Zwaan|Waterkant|De Kroon|Het Baken|De Eik'),
  ('pt', 'do Bairro|Central|Estrela|do Rio|Atlântico|Bela Vista|do Largo|Flor de Lis|Sol Nascente|Lusitana|Aurora|Oceano|Tejo|da Praça|Oliveira|Azulejo|Do Castelo|Girassol')
) as t(lang, words);

-- ---------------------------------------------------------------- cities
-- name: as searched and shown; local_name: as written in addresses. n: how
-- many businesses. spread: how far (degrees of latitude) districts lie from
-- the centre. districts: 'District=postal code' or
-- 'District=postal code=phone mask;phone mask' when the district has its own
-- area code (Istanbul's two sides, New York's boroughs).
create table seed_gen.cities as
select row_number() over (order by ord)::integer as idx, name, local_name, country, region, lat, lng, spread, n,
       string_to_array(phones, '|') as phone_masks, districts, aliases
from (values
  (1, 'İstanbul', 'İstanbul', 'TR', null, 41.0082, 28.9784, 0.10, 4500, '+90 212 abc de fg',
   'Kadıköy=34710=+90 216 abc de fg|Beşiktaş=34353|Şişli=34360|Üsküdar=34662=+90 216 abc de fg|Bakırköy=34142|Beyoğlu=34433|Ataşehir=34750=+90 216 abc de fg|Sarıyer=34450', ''),
  (2, 'Ankara', 'Ankara', 'TR', null, 39.9334, 32.8597, 0.08, 1900, '+90 312 abc de fg',
   'Çankaya=06680|Keçiören=06280|Yenimahalle=06170|Etimesgut=06790|Altındağ=06050|Mamak=06620', ''),
  (3, 'İzmir', 'İzmir', 'TR', null, 38.4237, 27.1428, 0.08, 1600, '+90 232 abc de fg',
   'Konak=35250|Karşıyaka=35530|Bornova=35030|Buca=35390|Bayraklı=35535|Çiğli=35610', ''),
  (4, 'Bursa', 'Bursa', 'TR', null, 40.1885, 29.0610, 0.07, 1000, '+90 224 abc de fg',
   'Osmangazi=16040|Nilüfer=16110|Yıldırım=16300|Mudanya=16940|Gemlik=16600', ''),
  (5, 'Antalya', 'Antalya', 'TR', null, 36.8969, 30.7133, 0.08, 1100, '+90 242 abc de fg',
   'Muratpaşa=07100|Konyaaltı=07070|Kepez=07090|Lara=07230|Döşemealtı=07190', ''),
  (6, 'Adana', 'Adana', 'TR', null, 37.0000, 35.3213, 0.06, 800, '+90 322 abc de fg',
   'Seyhan=01010|Çukurova=01170|Yüreğir=01260|Sarıçam=01350', ''),
  (7, 'Konya', 'Konya', 'TR', null, 37.8746, 32.4932, 0.06, 800, '+90 332 abc de fg',
   'Selçuklu=42050|Meram=42090|Karatay=42030', ''),
  (8, 'Gaziantep', 'Gaziantep', 'TR', null, 37.0662, 37.3833, 0.06, 700, '+90 342 abc de fg',
   'Şahinbey=27010|Şehitkamil=27060|Nizip=27700', 'antep'),
  (9, 'Eskişehir', 'Eskişehir', 'TR', null, 39.7767, 30.5206, 0.05, 600, '+90 222 abc de fg',
   'Odunpazarı=26010|Tepebaşı=26130|Sivrihisar=26600', ''),
  (10, 'Kayseri', 'Kayseri', 'TR', null, 38.7312, 35.4787, 0.05, 600, '+90 352 abc de fg',
   'Melikgazi=38030|Kocasinan=38010|Talas=38280', ''),
  (11, 'Trabzon', 'Trabzon', 'TR', null, 41.0027, 39.7168, 0.06, 500, '+90 462 abc de fg',
   'Ortahisar=61030|Akçaabat=61300|Yomra=61250|Of=61900', ''),
  (12, 'Mersin', 'Mersin', 'TR', null, 36.8121, 34.6415, 0.07, 700, '+90 324 abc de fg',
   'Yenişehir=33110|Mezitli=33200|Toroslar=33140|Akdeniz=33010|Tarsus=33400', 'icel'),
  (13, 'Samsun', 'Samsun', 'TR', null, 41.2867, 36.3300, 0.05, 500, '+90 362 abc de fg',
   'İlkadım=55060|Atakum=55200|Canik=55080', ''),
  (14, 'Denizli', 'Denizli', 'TR', null, 37.7765, 29.0864, 0.05, 500, '+90 258 abc de fg',
   'Pamukkale=20070|Merkezefendi=20010|Çivril=20600', ''),
  (15, 'Diyarbakır', 'Diyarbakır', 'TR', null, 37.9144, 40.2306, 0.05, 500, '+90 412 abc de fg',
   'Kayapınar=21070|Bağlar=21080|Yenişehir=21100|Sur=21200', ''),
  (16, 'Kocaeli', 'Kocaeli', 'TR', null, 40.7654, 29.9408, 0.12, 600, '+90 262 abc de fg',
   'İzmit=41300|Gebze=41400|Gölcük=41650|Körfez=41780|Darıca=41700|Kartepe=41180', 'izmit'),
  (17, 'London', 'London', 'GB', null, 51.5074, -0.1278, 0.09, 3100, '+44 20 7bcd efgh|+44 20 8bcd efgh|+44 20 3bcd efgh',
   'Camden=NW1|Islington=N1|Westminster=SW1A|Hackney=E8|Shoreditch=E1|Southwark=SE1|Kensington=W8|Greenwich=SE10', 'england'),
  (18, 'Manchester', 'Manchester', 'GB', null, 53.4808, -2.2426, 0.06, 950, '+44 161 abc defg',
   'Northern Quarter=M1|Ancoats=M4|Deansgate=M3|Didsbury=M20|Chorlton=M21|Fallowfield=M14', 'england'),
  (19, 'Birmingham', 'Birmingham', 'GB', null, 52.4862, -1.8904, 0.06, 850, '+44 121 abc defg',
   'Digbeth=B5|Edgbaston=B15|Jewellery Quarter=B18|Moseley=B13|Harborne=B17', 'england'),
  (20, 'Edinburgh', 'Edinburgh', 'GB', null, 55.9533, -3.1883, 0.05, 600, '+44 131 abc defg',
   'Old Town=EH1|Leith=EH6|Stockbridge=EH3|Morningside=EH10|Bruntsfield=EH10', 'scotland'),
  (21, 'Berlin', 'Berlin', 'DE', null, 52.5200, 13.4050, 0.09, 1900, '+49 30 abcdefgh',
   'Mitte=10115|Kreuzberg=10997|Prenzlauer Berg=10405|Charlottenburg=10585|Friedrichshain=10243|Neukölln=12043|Schöneberg=10823', ''),
  (22, 'Munich', 'München', 'DE', null, 48.1351, 11.5820, 0.06, 1050, '+49 89 abcdefgh',
   'Altstadt=80331|Schwabing=80801|Maxvorstadt=80333|Haidhausen=81667|Sendling=81369|Bogenhausen=81675', 'munchen'),
  (23, 'Hamburg', 'Hamburg', 'DE', null, 53.5511, 9.9937, 0.07, 1000, '+49 40 abcdefgh',
   'Altona=22765|Eimsbüttel=20259|St. Pauli=20359|Winterhude=22301|Harvestehude=20149|Barmbek=22081', ''),
  (24, 'Frankfurt', 'Frankfurt am Main', 'DE', null, 50.1109, 8.6821, 0.05, 700, '+49 69 abcdefgh',
   'Sachsenhausen=60594|Bornheim=60385|Nordend=60318|Westend=60323|Bockenheim=60487', 'frankfurt am main'),
  (25, 'Cologne', 'Köln', 'DE', null, 50.9375, 6.9603, 0.05, 700, '+49 221 abcdefg',
   'Ehrenfeld=50823|Nippes=50733|Deutz=50679|Lindenthal=50931|Südstadt=50678', 'koln'),
  (26, 'Paris', 'Paris', 'FR', null, 48.8566, 2.3522, 0.05, 2200, '+33 1 ab cd ef gh',
   'Le Marais=75004|Montmartre=75018|Saint-Germain-des-Prés=75006|Bastille=75011|Batignolles=75017|Belleville=75020|Quartier Latin=75005', ''),
  (27, 'Lyon', 'Lyon', 'FR', null, 45.7640, 4.8357, 0.04, 700, '+33 4 ab cd ef gh',
   'Presqu''île=69002|Croix-Rousse=69004|Vieux Lyon=69005|Part-Dieu=69003|Guillotière=69007', ''),
  (28, 'Marseille', 'Marseille', 'FR', null, 43.2965, 5.3698, 0.05, 700, '+33 4 9b cd ef gh',
   'Le Panier=13002|Vieux-Port=13001|Castellane=13006|Endoume=13007|La Joliette=13002', ''),
  (29, 'Madrid', 'Madrid', 'ES', null, 40.4168, -3.7038, 0.06, 1550, '+34 91a bcd efg',
   'Salamanca=28001|Chamberí=28010|Malasaña=28004|Chueca=28004|Retiro=28009|La Latina=28005|Lavapiés=28012', ''),
  (30, 'Barcelona', 'Barcelona', 'ES', null, 41.3874, 2.1686, 0.05, 1400, '+34 93a bcd efg',
   'Eixample=08008|Gràcia=08012|El Born=08003|Barceloneta=08003|Poblenou=08005|Sant Antoni=08011|Sarrià=08017', ''),
  (31, 'Valencia', 'València', 'ES', null, 39.4699, -0.3763, 0.04, 600, '+34 96a bcd efg',
   'Ruzafa=46004|El Carmen=46003|Benimaclet=46020|El Cabanyal=46011|Campanar=46015', ''),
  (32, 'Amsterdam', 'Amsterdam', 'NL', null, 52.3676, 4.9041, 0.04, 850, '+31 20 abc defg',
   'Centrum=1012|Jordaan=1015|De Pijp=1072|Oud-Zuid=1071|Oost=1092|Westerpark=1051', ''),
  (33, 'Rotterdam', 'Rotterdam', 'NL', null, 51.9244, 4.4777, 0.04, 500, '+31 10 abc defg',
   'Centrum=3011|Kralingen=3062|Delfshaven=3024|Kop van Zuid=3072|Noord=3036', ''),
  (34, 'Vienna', 'Wien', 'AT', null, 48.2082, 16.3738, 0.05, 850, '+43 1 abc defg',
   'Innere Stadt=1010|Leopoldstadt=1020|Landstraße=1030|Wieden=1040|Mariahilf=1060|Neubau=1070|Josefstadt=1080', ''),
  (35, 'Zurich', 'Zürich', 'CH', null, 47.3769, 8.5417, 0.04, 600, '+41 44 abc de fg',
   'Altstadt=8001|Enge=8002|Wiedikon=8003|Seefeld=8008|Wipkingen=8037|Oerlikon=8050', 'zurich'),
  (36, 'Milan', 'Milano', 'IT', null, 45.4642, 9.1900, 0.05, 1050, '+39 02 abcd efgh',
   'Brera=20121|Navigli=20143|Porta Romana=20135|Isola=20159|Città Studi=20133|Porta Venezia=20129', ''),
  (37, 'Rome', 'Roma', 'IT', null, 41.9028, 12.4964, 0.06, 1100, '+39 06 abcd efgh',
   'Trastevere=00153|Monti=00184|Prati=00192|Testaccio=00153|Parioli=00197|San Lorenzo=00185', ''),
  (38, 'Lisbon', 'Lisboa', 'PT', null, 38.7223, -9.1393, 0.04, 800, '+351 21a bcd efg',
   'Alfama=1100|Baixa=1100|Chiado=1200|Bairro Alto=1200|Belém=1400|Alcântara=1300|Avenidas Novas=1050', ''),
  (39, 'Porto', 'Porto', 'PT', null, 41.1579, -8.6291, 0.04, 500, '+351 22a bcd efg',
   'Ribeira=4050|Boavista=4100|Cedofeita=4050|Bonfim=4000|Foz do Douro=4150', 'oporto'),
  (40, 'Warsaw', 'Warszawa', 'PL', null, 52.2297, 21.0122, 0.06, 800, '+48 22 abc de fg',
   'Śródmieście=00-|Mokotów=02-|Wola=01-|Praga-Północ=03-|Żoliborz=01-|Ochota=02-', ''),
  (41, 'Prague', 'Praha', 'CZ', null, 50.0755, 14.4378, 0.05, 700, '+420 2ab cde fgh',
   'Staré Město=110 00|Vinohrady=120 00|Žižkov=130 00|Smíchov=150 00|Holešovice=170 00|Karlín=186 00', ''),
  (42, 'Dublin', 'Dublin', 'IE', null, 53.3498, -6.2603, 0.04, 600, '+353 1 abc defg',
   'Temple Bar=D02|Ballsbridge=D04|Rathmines=D06|Ranelagh=D06|Smithfield=D07|Portobello=D08', ''),
  (43, 'Brussels', 'Bruxelles', 'BE', null, 50.8503, 4.3517, 0.04, 600, '+32 2 abc de fg',
   'Sablon=1000|Schaerbeek=1030|Etterbeek=1040|Ixelles=1050|Saint-Gilles=1060|Uccle=1180', 'brussel'),
  (44, 'Copenhagen', 'København', 'DK', null, 55.6761, 12.5683, 0.04, 500, '+45 3b cd ef gh',
   'Indre By=1050|Christianshavn=1401|Vesterbro=1620|Frederiksberg=2000|Østerbro=2100|Nørrebro=2200', ''),
  (45, 'Stockholm', 'Stockholm', 'SE', null, 59.3293, 18.0686, 0.05, 600, '+46 8 abc def gh',
   'Gamla stan=111|Norrmalm=111|Kungsholmen=112|Vasastan=113|Östermalm=114|Södermalm=118', ''),
  (46, 'New York', 'New York', 'US', 'NY', 40.7128, -74.0060, 0.08, 2600, '+1 212-abc-defg|+1 646-abc-defg',
   'SoHo=10012|Tribeca=10013|Chelsea=10011|Upper West Side=10024|Harlem=10027|Williamsburg=11211=+1 718-abc-defg;+1 347-abc-defg|Astoria=11102=+1 718-abc-defg', 'nyc'),
  (47, 'Los Angeles', 'Los Angeles', 'US', 'CA', 34.0522, -118.2437, 0.10, 1550, '+1 213-abc-defg|+1 323-abc-defg',
   'Downtown=90012|Hollywood=90028|Silver Lake=90026|Echo Park=90026|Koreatown=90010|Venice=90291=+1 310-abc-defg|Santa Monica=90401=+1 310-abc-defg', 'la'),
  (48, 'Chicago', 'Chicago', 'US', 'IL', 41.8781, -87.6298, 0.08, 1200, '+1 312-abc-defg|+1 773-abc-defg',
   'The Loop=60603|River North=60654|Lincoln Park=60614|Wicker Park=60622|Logan Square=60647|Hyde Park=60615', ''),
  (49, 'Toronto', 'Toronto', 'CA', 'ON', 43.6532, -79.3832, 0.06, 950, '+1 416-abc-defg|+1 647-abc-defg',
   'The Annex=M5R|Yorkville=M5R|Kensington Market=M5T|Leslieville=M4M|Liberty Village=M6K|Queen West=M6J', ''),
  (50, 'Dubai', 'Dubai', 'AE', null, 25.2048, 55.2708, 0.10, 850, '+971 4 abc defg',
   'Downtown Dubai=|Dubai Marina=|Jumeirah=|Deira=|Business Bay=|Al Barsha=|Bur Dubai=', '')
) as t(ord, name, local_name, country, region, lat, lng, spread, n, phones, districts, aliases);

create table seed_gen.districts as
select c.idx as city_idx, d.ord::integer as idx, split_part(d.spec, '=', 1) as name, split_part(d.spec, '=', 2) as postal,
       nullif(string_to_array(split_part(d.spec, '=', 3), ';'), '{}') as phone_masks,
       -- A fixed point per district around the city centre, so a district's
       -- businesses cluster together.
       round((c.lat + (seed_gen.u(c.idx * 100 + d.ord, 1) - 0.5) * c.spread)::numeric, 6)::double precision as lat,
       round((c.lng + (seed_gen.u(c.idx * 100 + d.ord, 2) - 0.5) * c.spread / cos(radians(c.lat)))::numeric, 6)::double precision as lng
from seed_gen.cities c
cross join lateral unnest(string_to_array(c.districts, '|')) with ordinality as d(spec, ord);

alter table seed_gen.cities add column n_districts integer;
update seed_gen.cities c set n_districts = (select count(*) from seed_gen.districts d where d.city_idx = c.idx);

-- Accent-free, space-separated words of every name part, computed once per
-- vocabulary entry: per-row translate() over accented text is slow in PGlite,
-- and names are composed of these parts anyway. German umlauts become ae/oe/ue
-- as German domains spell them.
create function seed_gen.slug_words(s text, lang text, whole boolean default false) returns text
language sql immutable parallel safe
as $$
  -- Small joining words ("Clínica de Fisioterapia del Sol", "Cabinet d'Avocats")
  -- are dropped: domains and handles are built from the words that carry
  -- meaning. Not in surnames ("De Vries", "De Luca"), and not when nothing
  -- else is left (Trabzon's district "Of").
  with words as (
    select btrim(regexp_replace(seed_gen.fold(case when lang = 'de'
             then replace(replace(replace(replace(replace(replace(s, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue')
             else s end), '[^a-z0-9]+', ' ', 'g')) as plain
  )
  select case when whole then plain else coalesce(nullif(btrim(regexp_replace(regexp_replace(' ' || plain || ' ',
           ' (a|an|and|am|d|da|das|de|del|den|der|des|di|do|dos|du|e|et|het|il|l|la|le|les|of|s|the|und|ve|y|zum)(?= )', ' ', 'g'),
           ' +', ' ', 'g')), ''), plain) end
  from words
$$;

alter table seed_gen.countries add column surnames_f text[];
update seed_gen.countries
set surnames_f = array(select seed_gen.slug_words(x, lang, true) from unnest(surnames) with ordinality as a(x, o) order by o);
alter table seed_gen.type_words add column words_f text[];
update seed_gen.type_words
set words_f = array(select seed_gen.slug_words(x, lang) from unnest(words) with ordinality as a(x, o) order by o);
alter table seed_gen.flair add column words_f text[];
update seed_gen.flair
set words_f = array(select seed_gen.slug_words(x, lang) from unnest(words) with ordinality as a(x, o) order by o);
alter table seed_gen.cities add column slug text, add column local_f text;
update seed_gen.cities c
set slug = replace(seed_gen.slug_words(c.name, 'en'), ' ', ''),
    local_f = seed_gen.slug_words(c.local_name, co.lang)
from seed_gen.countries co where co.code = c.country;
alter table seed_gen.districts add column name_f text;
update seed_gen.districts d
set name_f = seed_gen.slug_words(d.name, co.lang)
from seed_gen.cities c join seed_gen.countries co on co.code = c.country
where c.idx = d.city_idx;

analyze seed_gen.countries, seed_gen.types, seed_gen.type_words, seed_gen.flair, seed_gen.cities, seed_gen.districts;

-- ---------------------------------------------------------------- the businesses
-- Three set-based steps over narrow tables (joining the reference arrays into
-- one big query made the planner sort them along with every row).
set work_mem = '64MB';

-- Step 1: one row per business with everything drawn from the reference data.
-- r is the row's key for every pseudo-random draw.
create unlogged table seed_gen.keys as
with slots as (
  -- Weighted choice of a type: each type occupies `weight` slots.
  select array_agg(t.idx order by t.idx, g) as arr
  from seed_gen.types t cross join lateral generate_series(1, t.weight) g
)
select c.idx as city_idx, k.r,
       s.arr[1 + floor(seed_gen.u(k.r, 1) * cardinality(s.arr))::integer] as type_idx,
       1 + floor(seed_gen.u(k.r, 2) * c.n_districts)::integer as district_idx
from seed_gen.cities c
cross join lateral (select c.idx::bigint * 1000000 + g as r from generate_series(1, c.n) g) k
cross join slots s;
analyze seed_gen.keys (r, city_idx, type_idx, district_idx);

create unlogged table seed_gen.draft as
with
picked as (
  select k.r, k.city_idx, k.type_idx, k.district_idx, co.code as country,
         1 + floor(seed_gen.u(k.r, 3) * cardinality(tw.words))::integer as i_tword,
         1 + floor(seed_gen.u(k.r, 4) * cardinality(co.surnames))::integer as i_surname,
         1 + floor(seed_gen.u(k.r, 5) * cardinality(fl.words))::integer as i_flair,
         1 + floor(seed_gen.u(k.r, 7) * cardinality(co.surnames))::integer as i_surname2
  from seed_gen.keys k
  join seed_gen.cities c on c.idx = k.city_idx
  join seed_gen.countries co on co.code = c.country
  join seed_gen.type_words tw on tw.type_idx = k.type_idx and tw.lang = co.lang
  join seed_gen.flair fl on fl.lang = co.lang
),
named as (
  select p.r, p.city_idx, c.name as city, c.local_name, c.local_f, c.slug as city_slug,
         nullif(concat_ws(' ', nullif(c.aliases, ''), co.aliases), '') as aliases,
         t.business_type, t.reviews, t.instagram as instagram_share,
         d.name as district, d.name_f as district_f, d.lat, d.lng,
         co.country_name, co.prefix, co.com_share, co.tld,
         tw.words[p.i_tword] as tword, tw.words_f[p.i_tword] as tword_f,
         co.surnames[p.i_surname] as surname, co.surnames_f[p.i_surname] as surname_f,
         fl.words[p.i_flair] as flair, fl.words_f[p.i_flair] as flair_f,
         co.surnames[p.i_surname2] as surname2, co.surnames_f[p.i_surname2] as surname2_f,
         seed_gen.u(p.r, 6) as pattern,
         seed_gen.pick(co.email_locals, seed_gen.u(p.r, 12)) as email_local,
         format(co.address_format,
           seed_gen.pick(co.streets, seed_gen.u(p.r, 35)),
           (1 + floor(power(seed_gen.u(p.r, 36), 1.7) * 220))::integer,
           d.name,
           d.postal || seed_gen.postcode(co.postal_mask, p.r, 34),
           c.local_name,
           c.region) as address,
         seed_gen.digits(case when co.mobile_masks is not null and seed_gen.u(p.r, 31) < co.mobile_share
                            then seed_gen.pick(co.mobile_masks, seed_gen.u(p.r, 32))
                            else seed_gen.pick(coalesce(d.phone_masks, c.phone_masks), seed_gen.u(p.r, 30)) end,
                        p.r, 33) as phone
  from picked p
  join seed_gen.cities c on c.idx = p.city_idx
  join seed_gen.countries co on co.code = p.country
  join seed_gen.types t on t.idx = p.type_idx
  join seed_gen.districts d on d.city_idx = p.city_idx and d.idx = p.district_idx
  join seed_gen.type_words tw on tw.type_idx = p.type_idx and tw.lang = co.lang
  join seed_gen.flair fl on fl.lang = co.lang
)
select n.r, n.city_idx, n.city, n.local_name, n.local_f, n.city_slug, n.aliases, n.business_type, n.reviews,
       n.instagram_share, n.district, n.district_f, n.lat, n.lng, n.country_name, n.prefix, n.com_share, n.tld,
       n.email_local, n.address, n.phone,
       -- A name, its accent-free words, and the two words a domain keeps when
       -- the name is long ("Bijouterie Dubois Saint-Germain-des-Prés" ->
       -- bijouterie dubois), all built from the same parts.
       case when n.prefix then
         case when n.pattern < 0.5 then array[n.tword || ' ' || n.surname, n.tword_f || ' ' || n.surname_f, split_part(n.tword_f, ' ', 1) || ' ' || n.surname_f]
              when n.pattern < 0.8 then array[n.tword || ' ' || n.flair, n.tword_f || ' ' || n.flair_f, split_part(n.tword_f, ' ', 1) || ' ' || n.flair_f]
              else array[n.tword || ' ' || n.district, n.tword_f || ' ' || n.district_f, split_part(n.tword_f, ' ', 1) || ' ' || n.district_f] end
       else
         case when n.pattern < 0.35 then array[n.surname || ' ' || n.tword, n.surname_f || ' ' || n.tword_f, n.surname_f || ' ' || split_part(n.tword_f, ' ', 1)]
              when n.pattern < 0.65 then array[n.flair || ' ' || n.tword, n.flair_f || ' ' || n.tword_f, n.flair_f || ' ' || split_part(n.tword_f, ' ', 1)]
              when n.pattern < 0.85 then array[n.district || ' ' || n.tword, n.district_f || ' ' || n.tword_f, n.district_f || ' ' || split_part(n.tword_f, ' ', 1)]
              else array[n.district || ' ' || n.flair || ' ' || n.tword, n.district_f || ' ' || n.flair_f || ' ' || n.tword_f, n.district_f || ' ' || n.flair_f] end
       end as name1,
       case when n.prefix then array[n.tword || ' ' || n.surname2 || ' ' || n.district, n.tword_f || ' ' || n.surname2_f || ' ' || n.district_f, split_part(n.tword_f, ' ', 1) || ' ' || n.surname2_f]
            else array[n.district || ' ' || n.surname2 || ' ' || n.tword, n.district_f || ' ' || n.surname2_f || ' ' || n.tword_f, n.surname2_f || ' ' || split_part(n.tword_f, ' ', 1)] end as name2
from named n;
analyze seed_gen.draft (r, city_idx);

-- Step 2: names unique within a city, then web domains and Instagram handles
-- unique overall (the same name in two cities: the later one carries the city).
create unlogged table seed_gen.named as
with
unique_names as (
  select b.r, b.com_share, b.tld, b.city_slug, replace(b.district_f, ' ', '') as district_slug,
         case when row_number() over (partition by b.city_idx, b.name1[1] order by b.r) = 1 then b.name1 else b.name2 end as nm
  from seed_gen.draft b
),
words as (
  select u.r, u.nm[1] as name, u.nm[2] as name_f, u.city_slug, u.district_slug, u.com_share, u.tld as cc_tld,
         string_to_array(case when length(replace(u.nm[2], ' ', '')) <= 22 then u.nm[2] else u.nm[3] end, ' ') as short
  from unique_names u
),
labels as (
  select w.r, w.name, w.name_f, w.city_slug, w.district_slug, s.isep, s.tld,
         btrim(left(array_to_string(w.short, s.dsep), 24), '-') as label,
         rtrim(left(case when length(replace(w.name_f, ' ', s.isep)) <= 24 then replace(w.name_f, ' ', s.isep)
                         else array_to_string(w.short, s.isep) end, 24), '._') as handle
  from words w
  cross join lateral (
    select case when seed_gen.u(w.r, 9) < 0.3 then '-' else '' end as dsep,
           case when seed_gen.u(w.r, 10) < w.com_share then '.com' else w.cc_tld end as tld,
           (array['', '.', '_'])[1 + floor(seed_gen.u(w.r, 11) * 3)::integer] as isep
  ) s
),
-- Taken already: add the district ("yilmazeczanesi-kadikoy.com.tr"), then a
-- number if even that is taken.
by_district as (
  select l.r, l.name, l.name_f, l.tld,
         case when row_number() over (partition by l.label, l.tld order by l.r) = 1 then l.label
              else l.label || '-' || l.district_slug end as label,
         case when row_number() over (partition by l.handle order by l.r) = 1 then l.handle
              else rtrim(left(l.handle || case when l.isep = '' then '_' else l.isep end || l.district_slug, 28), '._') end as handle
  from labels l
)
select d.r, d.name, d.name_f,
       case when row_number() over (partition by d.label, d.tld order by d.r) = 1 then d.label
            else d.label || row_number() over (partition by d.label, d.tld order by d.r) end || d.tld as domain,
       case when row_number() over (partition by d.handle order by d.r) = 1 then d.handle
            else d.handle || row_number() over (partition by d.handle order by d.r) end as handle
from by_district d;
analyze seed_gen.named (r);

-- Step 3: gaps, ratings and coordinates; rows go in in key order, so the
-- identity ids come out the same every time.
insert into public.directory_businesses
  (name, business_type, city, district, country, address, phone, email, instagram, website,
   google_rating, rating_count, latitude, longitude, search_text)
with facts as (
  select b.r, b.business_type, b.city, b.district, b.country_name, b.address, b.phone, b.email_local,
         b.lat, b.lng, b.district_f, b.local_f, b.aliases, n.name, n.name_f, n.domain, n.handle,
         -- Gaps, as in real listings: no website 20 %; no e-mail 60 % of those
         -- without a website and 16 % of the others (25 % overall); no phone
         -- 10 %; Instagram by type (65 % overall); unrated 5 %.
         seed_gen.u(b.r, 20) >= 0.20 as has_website,
         seed_gen.u(b.r, 22) >= 0.10 as has_phone,
         seed_gen.u(b.r, 23) < b.instagram_share as has_instagram,
         seed_gen.u(b.r, 24) >= 0.05 as has_rating,
         -- Rating counts are log-normal (a long tail); the type shifts the median.
         least(25000, greatest(1, round(exp(3.1 + b.reviews + 1.25
           * sqrt(-2 * ln(1 - seed_gen.u(b.r, 25))) * cos(2 * pi() * seed_gen.u(b.r, 26))))))::integer as n_ratings
  from seed_gen.draft b join seed_gen.named n on n.r = b.r
)
select
  f.name,
  f.business_type,
  f.city,
  f.district,
  f.country_name,
  f.address,
  case when f.has_phone then f.phone end,
  case when seed_gen.u(f.r, 21) >= case when f.has_website then 0.16 else 0.60 end
       then f.email_local || '@' || f.domain end,
  case when f.has_instagram then '@' || f.handle end,
  case when f.has_website then 'https://www.' || f.domain end,
  -- Ratings lean high (most 4.0-4.9) with a thin tail of poor ones; a
  -- business with a handful of ratings is often a perfect 5.0.
  case when not f.has_rating then null
       when f.n_ratings <= 10 and seed_gen.u(f.r, 29) < 0.35 then 5.0
       else round(least(5.0, greatest(1.0, 4.9 - 3.6 * power(seed_gen.u(f.r, 27), 4)
                                           + (seed_gen.u(f.r, 28) - 0.5) * 0.3))::numeric, 1) end,
  case when f.has_rating then f.n_ratings end,
  round((f.lat + (seed_gen.u(f.r, 41) - 0.5) * 0.02)::numeric, 6)::double precision,
  round((f.lng + (seed_gen.u(f.r, 42) - 0.5) * 0.02 / cos(radians(f.lat)))::numeric, 6)::double precision,
  -- The migration's rule (lower of name, type, district, city, country) plus,
  -- for people who type without accents or use the local or English name,
  -- the accent-free spelling and the city's and country's other names.
  concat_ws(' ', lower(concat_ws(' ', f.name, f.business_type, f.district, f.city, f.country_name)),
            f.name_f, f.district_f, f.local_f, f.aliases)
from facts f
order by f.r;

reset work_mem;

-- ============================================================================
-- 4. Place names for location suggestions: every city and every district,
-- spelled exactly as in directory_businesses.
-- ============================================================================

insert into public.directory_places (label, city, district, country)
select c.name || ', ' || co.country_name, c.name, null, co.country_name
from seed_gen.cities c join seed_gen.countries co on co.code = c.country
union all
select d.name || ', ' || c.name || ', ' || co.country_name, c.name, d.name, co.country_name
from seed_gen.districts d
join seed_gen.cities c on c.idx = d.city_idx
join seed_gen.countries co on co.code = c.country;

-- ============================================================================
-- 5. The Pro demo user's lists: two with businesses copied from the directory
-- (as the add-to-list flow copies search results) and one empty, so the list
-- screens have something to show in every state.
-- ============================================================================

insert into public.business_lists (id, user_id, name, description, created_at, updated_at)
values
  ('de000000-0000-4000-8000-0000000000b1', 'de000000-0000-4000-8000-000000000002',
   'İstanbul dentists – spring outreach', 'Clinics with an e-mail address, for the April campaign.',
   now() - interval '12 days', now() - interval '12 days'),
  ('de000000-0000-4000-8000-0000000000b2', 'de000000-0000-4000-8000-000000000002',
   'Berlin cafés', null, now() - interval '4 days', now() - interval '4 days'),
  ('de000000-0000-4000-8000-0000000000b3', 'de000000-0000-4000-8000-000000000002',
   'London law firms', 'To fill after the Q3 kick-off.', now() - interval '1 day', now() - interval '1 day');

insert into public.business_list_items
  (list_id, name, address, phone, email, instagram, website, google_rating, rating_count, created_at)
select s.list_id, b.name, b.address, b.phone, b.email, b.instagram, b.website, b.google_rating::text, b.rating_count,
       s.created_at + b.pos * interval '1 minute'
from (values
  ('de000000-0000-4000-8000-0000000000b1'::uuid, 'İstanbul', 'dentist', true, 8, now() - interval '12 days'),
  ('de000000-0000-4000-8000-0000000000b2'::uuid, 'Berlin', 'cafe', false, 6, now() - interval '4 days')
) as s(list_id, city, business_type, needs_email, how_many, created_at)
cross join lateral (
  select d.*, row_number() over (order by d.id) as pos
  from public.directory_businesses d
  where d.city = s.city and d.business_type = s.business_type and (not s.needs_email or d.email is not null)
  order by d.id
  limit s.how_many
) b;

drop schema seed_gen cascade;
