/**
 * Real street, city, state and zip combinations across the country; the sandbox invents the house
 * numbers. Format per line: street | city | state | zip.
 */
export const SANDBOX_STREETS = `
Market St|San Francisco|CA|94103
Valencia St|San Francisco|CA|94110
Lincoln Blvd|Santa Monica|CA|90405
Wilshire Blvd|Los Angeles|CA|90010
University Ave|Palo Alto|CA|94301
J St|Sacramento|CA|95814
Broadway|Oakland|CA|94612
Fifth Ave|San Diego|CA|92101
Broadway|New York|NY|10012
Bedford Ave|Brooklyn|NY|11211
Lark St|Albany|NY|12210
Elmwood Ave|Buffalo|NY|14222
Park Ave|Rochester|NY|14607
Congress Ave|Austin|TX|78701
S Lamar Blvd|Austin|TX|78704
Main St|Houston|TX|77002
Westheimer Rd|Houston|TX|77006
Elm St|Dallas|TX|75201
Magnolia Ave|Fort Worth|TX|76104
Broadway|San Antonio|TX|78209
Mesa St|El Paso|TX|79902
Dauphin St|Mobile|AL|36602
20th St N|Birmingham|AL|35203
Highland Ave|Birmingham|AL|35205
Dexter Ave|Montgomery|AL|36104
Clinton Ave W|Huntsville|AL|35801
Kalakaua Ave|Honolulu|HI|96815
Kapiolani Blvd|Honolulu|HI|96814
Kilauea Ave|Hilo|HI|96720
Front St|Lahaina|HI|96761
Colfax Ave|Denver|CO|80206
Pearl St|Boulder|CO|80302
Tejon St|Colorado Springs|CO|80903
College Ave|Fort Collins|CO|80524
Pike St|Seattle|WA|98101
Broadway E|Seattle|WA|98102
Riverside Ave|Spokane|WA|99201
Hawthorne Blvd|Portland|OR|97214
Willamette St|Eugene|OR|97401
Mill Ave|Tempe|AZ|85281
Central Ave|Phoenix|AZ|85004
4th Ave|Tucson|AZ|85705
Fremont St|Las Vegas|NV|89101
Virginia St|Reno|NV|89501
State St|Salt Lake City|UT|84111
Ocean Dr|Miami Beach|FL|33139
Las Olas Blvd|Fort Lauderdale|FL|33301
Central Ave|St Petersburg|FL|33701
Orange Ave|Orlando|FL|32801
Peachtree St NE|Atlanta|GA|30308
Broughton St|Savannah|GA|31401
Tryon St|Charlotte|NC|28202
Fayetteville St|Raleigh|NC|27601
King St|Charleston|SC|29401
Main St|Columbia|SC|29201
Broadway|Nashville|TN|37203
Beale St|Memphis|TN|38103
Michigan Ave|Chicago|IL|60611
Clark St|Chicago|IL|60610
Woodward Ave|Detroit|MI|48226
Main St|Ann Arbor|MI|48104
High St|Columbus|OH|43215
Euclid Ave|Cleveland|OH|44115
Walnut St|Philadelphia|PA|19102
Forbes Ave|Pittsburgh|PA|15213
Newbury St|Boston|MA|02116
Massachusetts Ave|Cambridge|MA|02139
Monument Ave|Richmond|VA|23220
King St|Alexandria|VA|22314
Charles St|Baltimore|MD|21201
Washington St|Hoboken|NJ|07030
Nicollet Mall|Minneapolis|MN|55403
Grand Ave|Saint Paul|MN|55105
State St|Madison|WI|53703
Grand Blvd|Kansas City|MO|64108
Magazine St|New Orleans|LA|70130
Bardstown Rd|Louisville|KY|40204
Main St|Tulsa|OK|74103
Central Ave SW|Albuquerque|NM|87102
Main St|Boise|ID|83702
Higgins Ave|Missoula|MT|59802
Dodge St|Omaha|NE|68102
Grand Ave|Des Moines|IA|50309
Chapel St|New Haven|CT|06510
Congress St|Portland|ME|04101
Church St|Burlington|VT|05401
Elm St|Manchester|NH|03101
Pennsylvania Ave SE|Washington|DC|20003
Market St|Wilmington|DE|19801
4th Ave|Anchorage|AK|99501
Massachusetts Ave|Indianapolis|IN|46204
Main St|Little Rock|AR|72201
Capitol St|Jackson|MS|39201
Massachusetts St|Lawrence|KS|66044
Phillips Ave|Sioux Falls|SD|57104
Broadway N|Fargo|ND|58102
Capitol St|Charleston|WV|25301
Lincolnway|Cheyenne|WY|82001
Thayer St|Providence|RI|02906
`;

/**
 * The sandbox triggers of spec 04 section 4 (no property found, several properties, no valuation),
 * in a few states each, so a tester can pick them from the typeahead.
 */
export const SANDBOX_TRIGGER_ADDRESSES = `
1 Nowhere Ln|Denver|CO|80202
1 Nowhere Ln|Austin|TX|78701
1 Nowhere Ln|Sacramento|CA|95814
2 Multiple Way|Denver|CO|80202
2 Multiple Way|Phoenix|AZ|85004
2 Multiple Way|Orlando|FL|32801
3 Noavm Ct|Austin|TX|78701
3 Noavm Ct|Denver|CO|80202
3 Noavm Ct|Birmingham|AL|35203
`;
